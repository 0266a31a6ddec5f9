import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkZip } from '../../shared/zip.js';

describe('ZIP rules', () => {
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

  it('is "required" exactly when the input is blank, and an accepted ZIP is the input trimmed, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 16 }), (raw) => {
        const result = checkZip(raw);
        expect(!result.ok && result.error === 'required').toBe(raw.trim() === '');
        if (result.ok) expect(result.zip).toBe(raw.trim());
      }),
      { numRuns: 2000 },
    );
  });

  // Valid ZIPs built from their parts, and one-character edits of them: no second copy of the pattern.
  const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
  const validZip = fc.tuple(digits(5), fc.option(digits(4))).map(([five, four]) => (four === null ? five : `${five}-${four}`));
  const char = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });

  it('accepts every valid ZIP, padded with whitespace or not', () => {
    fc.assert(
      fc.property(validZip, fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0'), (value, pad) => {
        expect(checkZip(`${pad}${value}${pad}`)).toEqual({ ok: true, zip: value });
      }),
    );
  });

  it('rejects a valid ZIP with one character more (not blank at an end), one character fewer, or one character of another kind', () => {
    const invalid = (raw: string) => expect(checkZip(raw), JSON.stringify(raw)).toEqual({ ok: false, error: 'invalid' });
    fc.assert(
      fc.property(
        validZip,
        fc.nat(),
        char.filter((c) => c.trim() !== ''),
        (zip, at, c) => {
          const i = at % (zip.length + 1);
          invalid(zip.slice(0, i) + c + zip.slice(i));
        },
      ),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(validZip, fc.nat(), (zip, at) => {
        const i = at % zip.length;
        invalid(zip.slice(0, i) + zip.slice(i + 1));
      }),
      { numRuns: 500 },
    );
    const isDigit = (c: string) => c >= '0' && c <= '9';
    fc.assert(
      fc.property(validZip, fc.nat(), char, (zip, at, c) => {
        const i = at % zip.length;
        fc.pre(zip[i] === '-' ? c !== '-' : !isDigit(c));
        invalid(zip.slice(0, i) + c + zip.slice(i + 1));
      }),
      { numRuns: 1000 },
    );
  });
});
