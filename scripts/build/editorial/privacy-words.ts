/**
 * What every place that speaks of the hand-off says about it (decision 026), in one set of
 * patterns for the build's legal rules (scripts/build/editorial/legal-rules.ts) and the HTTP tests (the
 * notice at every ZIP form, /privacy-choices): the ZIP code goes to the partner because the visitor directs it; the
 * ad click id and a ZIP+4's last four digits are what may be a sale or sharing; an opt-out
 * leaves those out, sends the 5-digit ZIP code only and tells the partner.
 */

/** The hand-off named for what it is. */
export const DIRECTED_DISCLOSURE = /\bdisclosure (?:you|the visitor) directs?\b/i;

/** The three things an opt-out changes, each in words a visitor can check against the link. */
const OPT_OUT_CHANGES: Record<string, RegExp> = {
  'no click id': /\bleaves? out (?:your |the )?ad click id\b|\bad click id\b[^.]* (?:are|is) left out\b/i,
  'no ZIP+4': /\blast four digits of a ZIP\+4\b/i,
  'the 5 digits only': /\b(?:send|sends|sending) your 5-digit ZIP code only\b|\byour 5-digit ZIP code alone goes\b/i,
  'the partner told': /\btells? (?:the|our) partner (?:that )?you opted out\b|\bpartner is told you opted out\b/i,
};

/** The opt-out changes that a text leaves unsaid. */
export function unsaidOptOutChanges(text: string): string[] {
  return Object.entries(OPT_OUT_CHANGES)
    .filter(([, pattern]) => !pattern.test(text))
    .map(([change]) => change);
}

/**
 * A sentence that calls passing the ZIP code itself a sale: it names the ZIP code and a sale
 * without naming the part of it that may be one (a ZIP+4's last four digits).
 */
export function callsZipCodeASale(sentence: string): boolean {
  return /\bZIP codes?\b/i.test(sentence) && /\b(?:sale|sell|sells|sold)\b/i.test(sentence) && !/ZIP\+4/i.test(sentence);
}
