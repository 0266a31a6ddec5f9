import geoip from 'geoip-lite';

/** Real addresses found in the real geoip-lite database, rather than hard-coded ones that may move. */
function findIp(predicate: (found: ReturnType<typeof geoip.lookup>) => boolean, candidates: string[]): string {
  const ip = candidates.find((candidate) => predicate(geoip.lookup(candidate)));
  if (!ip) throw new Error('no candidate address matched in this geoip-lite database');
  return ip;
}

const inUsState = (found: ReturnType<typeof geoip.lookup>) => found?.country === 'US' && /^[A-Z]{2}$/.test(found.region);

export const US_V4 = findIp(inUsState, ['24.24.24.24', '72.229.28.185', '68.180.194.242', '98.139.180.149', '173.194.33.104']);
export const CALIFORNIA_V4 = findIp((f) => f?.country === 'US' && f.region === 'CA', ['54.183.0.1', '13.56.0.1', '52.8.0.1']);
export const CA_V4 = findIp((f) => f?.country === 'CA', ['24.48.0.1', '142.1.1.1', '70.24.0.1', '99.224.0.1']);
export const DE_V4 = findIp((f) => f?.country === 'DE', ['85.214.132.117', '46.4.0.1', '78.46.0.1']);
export const US_V6 = findIp(inUsState, ['2001:4860:4860::8888', '2600:1700::1', '2601:0:0:0::1', '2603:3000::1', '2607:f8b0:4005:80a::200e']);
