/**
 * Prometheus series as the text exposition writes them, built from a metric's name and labels
 * rather than spelled by hand: the quoting, the escapes and the commas are written here once.
 * Labels go out in the order given, which is the order the server declares them (server/metrics.ts).
 */

/** Label values escaped as the exposition format escapes them: backslash, double quote, newline. */
const escaped = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** `name{label="value",…}`, or the bare name when there are no labels. */
function series(name: string, labels: Record<string, string> = {}): string {
  const pairs = Object.entries(labels).map(([label, value]) => `${label}="${escaped(value)}"`);
  return pairs.length === 0 ? name : `${name}{${pairs.join(',')}}`;
}

/** One sample line of the exposition: the series and its value. */
export function sample(name: string, labels: Record<string, string>, value: number): string {
  return `${series(name, labels)} ${value}`;
}

/** The value of one series in an exposition, or 0 when the series is not there (a counter not yet counted). */
export function sampleValue(exposition: string, name: string, labels: Record<string, string> = {}): number {
  const line = `${series(name, labels)} `;
  const found = exposition.split('\n').find((candidate) => candidate.startsWith(line));
  return found === undefined ? 0 : Number(found.slice(line.length));
}
