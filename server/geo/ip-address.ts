import { isIPv4, isIPv6 } from 'node:net';

/**
 * An IP address string as the numbers the region table is keyed by. Node's own validators
 * decide what is an address; the string is only taken apart after they accept it.
 * - IPv4, and IPv6 in ::ffff:0:0/96 (IPv4-mapped, in any spelling): the 32-bit address.
 * - Other IPv6: the first 64 bits as two 32-bit halves (geoip-lite's IPv6 data is keyed by
 *   them too: its lookup compares only the first 64 bits).
 */
export type IpKey = { family: 4; value: number } | { family: 6; hi: number; lo: number };

export function ipKey(text: string): IpKey | undefined {
  if (isIPv4(text)) return { family: 4, value: ipv4Number(text) };
  if (!isIPv6(text)) return undefined;
  const g = ipv6Groups(text);
  if (g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0xffff) {
    return { family: 4, value: g[6]! * 0x10000 + g[7]! };
  }
  return { family: 6, hi: g[0]! * 0x10000 + g[1]!, lo: g[2]! * 0x10000 + g[3]! };
}

/** A dotted quad that isIPv4 accepted, as an unsigned 32-bit number. */
function ipv4Number(text: string): number {
  let value = 0;
  for (const octet of text.split('.')) value = value * 256 + Number(octet);
  return value;
}

/** The eight 16-bit groups of an address that isIPv6 accepted (zone id dropped, :: expanded). */
function ipv6Groups(text: string): number[] {
  const zone = text.indexOf('%');
  const address = zone === -1 ? text : text.slice(0, zone);
  const [head = '', tail] = address.split('::');
  const headGroups = groupsOf(head);
  if (tail === undefined) return headGroups;
  const tailGroups = groupsOf(tail);
  return [...headGroups, ...new Array<number>(8 - headGroups.length - tailGroups.length).fill(0), ...tailGroups];
}

function groupsOf(part: string): number[] {
  if (part === '') return [];
  const groups: number[] = [];
  for (const piece of part.split(':')) {
    if (piece.includes('.')) {
      const value = ipv4Number(piece);
      groups.push(Math.floor(value / 0x10000), value % 0x10000);
    } else {
      groups.push(Number.parseInt(piece, 16));
    }
  }
  return groups;
}
