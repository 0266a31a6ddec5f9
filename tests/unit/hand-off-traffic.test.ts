import { describe, expect, it } from 'vitest';
import { excludedHandOff } from '../../server/hand-off-traffic.js';

/** Which requests to the hand-off paths are not visitors handing off (decision 037). */

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('hand-off traffic', () => {
  it.each([
    [{ 'sec-purpose': 'prefetch' }, 'speculative'],
    [{ 'sec-purpose': 'prefetch;prerender' }, 'speculative'],
    [{ 'sec-purpose': 'prefetch; anonymous-client-ip' }, 'speculative'],
    [{ purpose: 'prefetch' }, 'speculative'],
    [{ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'bot'],
    [{ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }, 'bot'],
    [{ 'user-agent': 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)' }, 'bot'],
    [{ 'user-agent': 'DuckDuckBot-Https/1.1; (+https://duckduckgo.com/duckduckbot)' }, 'bot'],
    [{ 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }, 'bot'],
    [{ 'user-agent': 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)' }, 'bot'],
    [{ 'user-agent': 'curl/8.5.0' }, 'bot'],
    [{ 'user-agent': 'python-requests/2.32.3' }, 'bot'],
  ])('%j is not a hand-off: %s', (headers, reason) => {
    expect(excludedHandOff({ 'user-agent': CHROME, ...headers })).toBe(reason);
  });

  it.each([
    [{ 'user-agent': CHROME }],
    [{ 'user-agent': 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' }],
    [{ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' }],
    [{ 'user-agent': 'Lynx/2.9.0dev.12 libwww-FM/2.14' }],
    [
      {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      },
    ],
    [{ 'user-agent': CHROME, 'sec-purpose': 'navigate' }],
    [{}],
  ])('%j is a hand-off', (headers) => {
    expect(excludedHandOff(headers)).toBeUndefined();
  });
});
