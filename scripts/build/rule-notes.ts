import type { DuiMinimums, Evidence, NoPayNoPlay, StateRulesFile } from '../../shared/state-evidence-schema.js';
import { amountsIn } from './quoted-figures.js';

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

const thousands = (match: RegExpExecArray, from: number) => ({
  bodilyInjuryPerPerson: Number(match[from]) * 1000,
  bodilyInjuryPerAccident: Number(match[from + 1]) * 1000,
  propertyDamage: Number(match[from + 2]) * 1000,
});
const dollars = (written: string) => Number(written.replaceAll(',', ''));

/** The rules in one state's note, each with the quote the compilation gives for its change; throws with the reason when the note cannot be read. */
export function ruleFacts(rules: RulesState, effectiveEvidence: readonly Evidence[]): { duiMinimums?: DuiMinimums; noPayNoPlay?: NoPayNoPlay } {
  const note = rules.effective.note;
  const facts: { duiMinimums?: DuiMinimums; noPayNoPlay?: NoPayNoPlay } = {};
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
      evidence,
    };
  }
  return facts;
}
