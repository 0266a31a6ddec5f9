import type { DuiMinimums, Evidence, NoPayNoPlayRule, StateRulesFile } from '../../shared/state-evidence-schema.js';
import { amountsIn, spelledAmounts } from './quoted-figures.js';

/**
 * The rules state-rules.json states only in its `effective` note, the pack's own short
 * restatement (content/data/README.md): higher minimums after a DUI (Georgia, 2025 SB 121) and
 * the "no pay, no play" amounts (Louisiana, 2025 HB 434). Each is read with the sentence the
 * compilation quotes for it, and a note that mentions such a rule in words this reader does not
 * know stops the build, so a new edition of the pack cannot drop a rule from the pages silently.
 */

type RulesState = StateRulesFile['states'][string];

const LIMITS = String.raw`(\d+)/(\d+)/(\d+)`;
// "2025 SB 121 (O.C.G.A. 33-7-16) requires 50/100/50 after a first DUI conviction and 100/300/100 after a second"
const DUI_NOTE = new RegExp(String.raw`(\d{4} [SH]B \d+ \([^)]+\)) requires ${LIMITS} after a first DUI conviction and ${LIMITS} after a second`);
// "2025 HB 434 changed R.S. 32:866 (no pay, no play): uninsured owners cannot recover the first $100,000 of bodily-injury or of property damages (previously $15,000 and $25,000)"
const NO_PAY_NOTE =
  /(\d{4} [SH]B \d+) changed ([^(]+?) \(no pay, no play\): uninsured owners cannot recover the first \$([\d,]+) of bodily-injury or of property damages \(previously \$([\d,]+) and \$([\d,]+)\)/;

/** The compiler's note after an amending act's quote, for the strike-through its plain text lost. */
const STRUCK_THROUGH_NOTE = /\s*\(struck-through text = deleted\)\s*$/;

/**
 * An amending act's sentence as the page shows it: the compiler's note taken out of the quotation,
 * and the deleted words found again. The plain text prints the struck-through old amount's words
 * ("fifteen") just before the new amount's ("one hundred thousand"): those are the deletion.
 * Throws when the note is there but the two amounts are not, side by side.
 */
export function amendedEvidence(evidence: Evidence, previous: number, current: number): Evidence {
  if (!STRUCK_THROUGH_NOTE.test(evidence.quote)) return evidence;
  const quote = evidence.quote.replace(STRUCK_THROUGH_NOTE, '');
  const spelled = spelledAmounts(quote);
  const index = spelled.findIndex(
    (amount, at) =>
      amount.value * 1000 === previous && spelled[at + 1]?.value === current && /^\s+$/.test(quote.slice(amount.at + amount.words.length, spelled[at + 1]!.at)),
  );
  if (index < 0)
    throw new Error(`the quote marks deleted words, but does not print the old amount ($${previous}) in words before the new one ($${current}): "${quote}"`);
  const deleted = spelled[index]!;
  return {
    ...evidence,
    quote,
    amended: [
      { text: quote.slice(0, deleted.at), deleted: false },
      { text: deleted.words, deleted: true },
      { text: quote.slice(deleted.at + deleted.words.length), deleted: false },
    ],
  };
}

const thousands = (match: RegExpExecArray, from: number) => ({
  bodilyInjuryPerPerson: Number(match[from]) * 1000,
  bodilyInjuryPerAccident: Number(match[from + 1]) * 1000,
  propertyDamage: Number(match[from + 2]) * 1000,
});
const dollars = (written: string) => Number(written.replaceAll(',', ''));

/** The rules in one state's note, each with the quote the compilation gives for its change; throws with the reason when the note cannot be read. */
export function ruleFacts(rules: RulesState, effectiveEvidence: readonly Evidence[]): { duiMinimums?: DuiMinimums; noPayNoPlay?: NoPayNoPlayRule } {
  const note = rules.effective.note;
  const facts: { duiMinimums?: DuiMinimums; noPayNoPlay?: NoPayNoPlayRule } = {};
  if (/\bDUI\b/.test(note)) {
    const match = DUI_NOTE.exec(note);
    if (!match) throw new Error(`the effective note mentions a DUI rule this build cannot read: "${note}"`);
    const first = thousands(match, 2);
    const second = thousands(match, 5);
    const figures = [...Object.values(first), ...Object.values(second)];
    const evidence = effectiveEvidence.find((item) => amountsIn(item.quote).has(first.bodilyInjuryPerPerson));
    if (!evidence) throw new Error(`no quoted sentence states the DUI minimum of $${first.bodilyInjuryPerPerson}`);
    const quoted = amountsIn(evidence.quote);
    facts.duiMinimums = { first, second, law: match[1]!, figuresQuoted: figures.every((figure) => quoted.has(figure)), evidence };
  }
  if (/no pay, no play/i.test(note)) {
    const match = NO_PAY_NOTE.exec(note);
    if (!match) throw new Error(`the effective note mentions "no pay, no play" in words this build cannot read: "${note}"`);
    const amount = dollars(match[3]!);
    const evidence = effectiveEvidence.find((item) => amountsIn(item.quote).has(amount));
    if (!evidence) throw new Error(`no quoted sentence states the "no pay, no play" amount of $${amount}`);
    facts.noPayNoPlay = {
      bodilyInjury: amount,
      propertyDamage: amount,
      previousBodilyInjury: dollars(match[4]!),
      previousPropertyDamage: dollars(match[5]!),
      law: match[1]!,
      amends: match[2]!.trim(),
      evidence: amendedEvidence(evidence, dollars(match[4]!), amount),
    };
  }
  return facts;
}
