import { describe, expect, it } from 'vitest';
import { locatorColumn } from '../../client/words/locators.js';

/** A column of locators written once: start + each part + end is exactly each locator, and no part starts or ends mid-word. */
describe('locatorColumn', () => {
  const whole = (column: ReturnType<typeof locatorColumn>) => column.parts.map((part) => `${column.start}${part}${column.end}`);

  it('writes the shared start and end once, cut at spaces', () => {
    const locators = ['file a.json; record ID=283 KEY=1161308068 field AMT', 'file a.json; record ID=282 KEY=1160087236 field AMT'];
    const column = locatorColumn(locators);
    expect(column).toEqual({ start: 'file a.json; record ', parts: ['ID=283 KEY=1161308068', 'ID=282 KEY=1160087236'], end: ' field AMT' });
    expect(whole(column)).toEqual(locators);
  });

  it('keeps a word whole when two locators share only part of it', () => {
    const locators = ['row Alpha = $640 (p. 1)', 'row Alps = $656 (p. 1)'];
    const column = locatorColumn(locators);
    expect(column.start).toBe('row ');
    expect(column.end).toBe(' (p. 1)');
    expect(whole(column)).toEqual(locators);
  });

  it('gives one locator, or locators with nothing in common, whole', () => {
    expect(locatorColumn(['only one'])).toEqual({ start: '', parts: ['only one'], end: '' });
    const apart = ['abc def', 'xyz uvw'];
    expect(locatorColumn(apart)).toEqual({ start: '', parts: apart, end: '' });
  });
});
