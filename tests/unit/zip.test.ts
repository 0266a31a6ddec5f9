import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZIP_MAX_LENGTH, ZIP_MESSAGES, checkZip } from '../../shared/zip.js';

describe('ZIP rules (spec section 5)', () => {
  it.each([
    ['22201', '22201'],
    ['22201-1234', '22201-1234'],
    ['  22201  ', '22201'],
    ['\t90210-0001\n', '90210-0001'],
  ])('accepts %j as %j', (raw, zip) => {
    expect(checkZip(raw)).toEqual({ ok: true, zip });
  });

  it.each(['', '   ', '\t\n'])('calls %j required', (raw) => {
    expect(checkZip(raw)).toEqual({ ok: false, error: 'required' });
  });

  it.each(['abcde', '2220', '222011', '22201-', '22201-123', '22201 1234', '22201-12345', '２２２０１', '22201–1234', '+22201', '1e5', '0x123'])(
    'calls %j invalid',
    (raw) => expect(checkZip(raw)).toEqual({ ok: false, error: 'invalid' }),
  );

  it('uses the spec messages word for word', () => {
    expect(ZIP_MESSAGES.required).toEqual({ title: 'ZIP Code Required', description: 'Please enter your ZIP code to continue.' });
    expect(ZIP_MESSAGES.invalid).toEqual({ title: 'Invalid ZIP Code', description: 'Please enter a valid US ZIP code.' });
    expect(ZIP_MAX_LENGTH).toBe(10);
  });

  it('accepts exactly five digits or five-hyphen-four, after trimming, for any input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 16 }), (raw) => {
      const result = checkZip(raw);
      const trimmed = raw.trim();
      if (trimmed === '') return result.ok === false && result.error === 'required';
      const valid = /^[0-9]{5}(-[0-9]{4})?$/.test(trimmed);
      return valid ? result.ok && result.zip === trimmed : !result.ok && result.error === 'invalid';
    }), { numRuns: 5000 });
  });

  it('accepts every generated valid ZIP, padded or not', () => {
    const digits = (n: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((d) => d.join(''));
    const zip = fc.tuple(digits(5), fc.option(digits(4))).map(([five, four]) => (four ? `${five}-${four}` : five));
    fc.assert(fc.property(zip, fc.constantFrom('', ' ', '  ', '\t'), (value, pad) => {
      const result = checkZip(`${pad}${value}${pad}`);
      return result.ok && result.zip === value;
    }));
  });
});
