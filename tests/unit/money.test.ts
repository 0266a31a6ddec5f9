import { describe, expect, it } from 'vitest';
import { formatDate, monthName, percentOneDecimal, usdCents, usdWhole } from '../../shared/money.js';

describe('money, shares and dates through Intl', () => {
  it('writes English by default', () => {
    expect(usdCents(1281.92)).toBe('$1,281.92');
    expect(usdCents(1438.6)).toBe('$1,438.60');
    expect(usdWhole(25_000)).toBe('$25,000');
    expect(usdWhole(1281.5)).toBe('$1,282');
    expect(percentOneDecimal(0.2345)).toBe('23.5%');
    expect(monthName('2026-08')).toBe('August 2026');
    expect(formatDate('2026-11-23')).toBe('November 23, 2026');
  });

  it('writes the month and the date in the locale it is given', () => {
    expect(monthName('2026-08', 'es-US')).toBe('agosto de 2026');
    expect(formatDate('2026-01-01', 'es-US')).toBe('1 de enero de 2026');
    expect(usdWhole(25_000, 'es-US')).toMatch(/25,000/);
  });
});
