import geoip from 'geoip-lite';

/** One US IPv4 address per state, found in the real geoip-lite data, for rotating X-Forwarded-For. */
export function usAddressesByState(limit = 51): Map<string, string> {
  const found = new Map<string, string>();
  for (let a = 3; a < 224 && found.size < limit; a += 1) {
    for (let b = 0; b < 256 && found.size < limit; b += 16) {
      const ip = `${a}.${b}.1.1`;
      const hit = geoip.lookup(ip);
      if (hit?.country === 'US' && /^[A-Z]{2}$/.test(hit.region) && !found.has(hit.region)) found.set(hit.region, ip);
    }
  }
  return found;
}
