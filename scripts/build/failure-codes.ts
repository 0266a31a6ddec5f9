/**
 * Every way the content build can refuse the words, each with a stable code an editor can look
 * up in content/README.md: the stage that reports it, what it means and how to fix it. A code is
 * never reused for another meaning; a rule that goes away leaves its code unused.
 */

/** The content build's stages, in the order they run (scripts/build/stages.ts). */
export const STAGE_NAMES = ['read', 'schema', 'twins', 'compose', 'claims', 'editorial'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

export interface FailureMeaning {
  stage: StageName;
  means: string;
  fix: string;
}

export const FAILURE_CODES = {
  'QO-READ-001': {
    stage: 'read',
    means: 'A YAML, JSON or CSV file cannot be read or parsed.',
    fix: 'Fix the syntax at the line given (an unclosed quote or bracket, a tab in YAML, a trailing comma in JSON).',
  },
  'QO-SCHEMA-001': {
    stage: 'schema',
    means: 'An entry of a YAML or JSON file breaks the file’s rules (a missing field, a wrong type, text too long or short, entries out of order).',
    fix: 'Change the entry at the line given as the reason says; the rules are in shared/content-schema.ts.',
  },
  'QO-SCHEMA-002': {
    stage: 'schema',
    means: 'A reading page has no front matter, or its front matter breaks the rules (title 10–70 characters, description 50–160, kind, dates).',
    fix: 'Start the file with front matter between --- lines, as shown under “Reading pages” above.',
  },
  'QO-TWIN-001': {
    stage: 'twins',
    means: 'A Spanish YAML file is not the twin of its English file: a key, an entry, an id, a code, a number, a link or the order differs.',
    fix: 'Make content/es/<file> match content/<file> in everything but the words a visitor reads; a site path must be the Spanish twin of the English one.',
  },
  'QO-TWIN-002': {
    stage: 'twins',
    means: 'A page or YAML file exists in one language and not the other.',
    fix: 'Add the missing twin (content/es/ mirrors content/ file for file), or remove the file that has none.',
  },
  'QO-TWIN-003': {
    stage: 'twins',
    means:
      'A Spanish legal page’s paragraphs are out of step with its English twin’s: a section has more or fewer paragraphs, or a pair does not carry the same dates, figures, amounts, e-mail addresses, links, tokens or defined names (CCPA, AAA), decision 090.',
    fix: 'Give each English paragraph (a list item and a table row are each one) its one Spanish paragraph, in the same section and order, with the same figures, dates, links and names; the message names the paragraph and what it lacks or adds.',
  },
  'QO-PAGE-001': {
    stage: 'compose',
    means:
      'A reading page’s Markdown breaks a rule: a # heading, raw HTML, an image, a link to no page or to a page in another language, or headings unlike its English twin’s.',
    fix: 'Use ## and ### for sections (the same ones, in the same order, as the English twin), site paths of the page’s language, https: or mailto: links.',
  },
  'QO-PAGE-002': {
    stage: 'compose',
    means: 'A page file has no route, a route has no file, a file is in the wrong folder, or a twin’s dates or insurer differ from the English page’s.',
    fix: 'Name the file after its route’s slug in the folder of its kind (shared/page-kinds.ts), and copy published, reviewed and insurer from the English twin.',
  },
  'QO-PAGE-003': {
    stage: 'compose',
    means: 'Two pages share a title or a description.',
    fix: 'Give each page its own title and description.',
  },
  'QO-TOKEN-001': {
    stage: 'compose',
    means: 'A token no phase knows: a state fact {XX.name}, a national figure {name} or an operator token {{name}}.',
    fix: 'Use one of the tokens the message lists (content/README.md, “State facts”), or write the words without braces.',
  },
  'QO-SAVE-001': {
    stage: 'compose',
    means: 'A saving promised by a ceiling (“up to 50%”), or the surveys’ savings figures on a page the surveys do not fit (decision 066).',
    fix: 'Say what the surveys measured with {savingsLow} and {savingsHigh}, only on the pages the message names; elsewhere say that prices vary widely.',
  },
  'QO-DATA-001': {
    stage: 'compose',
    means: 'The data and the words cannot be put together: a figure not in its quoted sentence, two files that disagree, a state entry against the data.',
    fix: 'Read the reason: change the entry or the words, or update content/data from its source (never a figure by hand).',
  },
  'QO-CLAIM-001': {
    stage: 'claims',
    means:
      'A sentence, English or Spanish, says something of a state that content/data contradicts (a minimum, a date, an SR-22 period, no-fault or at-fault, decisions 038 and 090).',
    fix: 'Write the figure as its token ({TX.minimum}) or correct the sentence; a law’s date only with its official sentence (decision 082).',
  },
  'QO-DATE-001': {
    stage: 'editorial',
    means: 'A page says it was reviewed on a day after today.',
    fix: 'Set `reviewed` to the day an editor last read the page (no later than today), in both twins.',
  },
  'QO-SECTION-001': {
    stage: 'editorial',
    means: 'A reading page lacks a section it must have, or has them out of order (scripts/build/editorial/required-sections.ts).',
    fix: 'Add the ## heading the message names, in the order listed under “Required sections” above; Sources last.',
  },
  'QO-FIGURE-001': {
    stage: 'editorial',
    means: 'A page no longer gives a figure or a phrase it must cite (required-sections.ts, REQUIRED_FIGURES).',
    fix: 'Put the figure back, written as the message shows it (en dashes included).',
  },
  'QO-LENGTH-001': {
    stage: 'editorial',
    means: 'A page is shorter than its kind allows (guide 900 words, review 600, legal 350), or a guide reads above grade 10.',
    fix: 'Add what the reader needs; for the grade, use shorter sentences and plainer words.',
  },
  'QO-LINK-001': {
    stage: 'editorial',
    means: 'An outside link outside Sources (only the privacy-rights page and mail are allowed there), or a source that is not an https link to another site.',
    fix: 'Move the link into Sources as https, or link a page of this site by its path.',
  },
  'QO-SOURCE-001': {
    stage: 'editorial',
    means: 'A guide or review has no Sources section, fewer than two https links in it, or a source listed twice.',
    fix: 'End the page with ## Sources listing 3–6 official or primary sources, each once.',
  },
  'QO-WORDS-001': {
    stage: 'editorial',
    means: 'Leftover template words: TODO, FIXME, TBD, lorem ipsum, XXX, [insert, coming soon, placeholder, or braces left over.',
    fix: 'Write the words the page needs, or take the sentence out.',
  },
  'QO-SAVE-002': {
    stage: 'editorial',
    means: 'A reading page promises a saving by a percentage (“save 40%”, decision 066).',
    fix: 'Say what the surveys measured, only on the pages allowed to, or that prices vary widely between insurers.',
  },
  'QO-AVG-001': {
    stage: 'editorial',
    means:
      'An average that is not NAIC’s figure from content/data (or NAIC’s 2021 $1,061 a year, about $88 a month), or an average said without its year and source.',
    fix: 'Use the national-figure tokens ({naicYear} and the rest, content/README.md), and name NAIC and the year beside the figure.',
  },
  'QO-OPERATOR-001': {
    stage: 'editorial',
    means: 'The operator’s name, email or address typed into a page instead of its token, or an operator token left unfilled.',
    fix: 'Write {{operatorName}}, {{contactEmail}} or {{operatorAddress}}; the values live in content/operator.yaml.',
  },
  'QO-SR22-001': {
    stage: 'editorial',
    means: 'An SR-22 or FR-44 period that content/data does not record, or a fee or period no file backs (“$15–$50”, “up to 5 years”), decision 069.',
    fix: 'Give the period with {sr22YearsLow}, {sr22YearsHigh} or {XX.sr22Years}; leave out a fee no source gives.',
  },
  'QO-SR22-002': {
    stage: 'editorial',
    means: 'An SR-22 period typed into a guide or a home file instead of its token.',
    fix: 'Write {sr22YearsLow}, {sr22YearsHigh} or {XX.sr22Years} (content/README.md, “State facts”).',
  },
  'QO-SAVE-003': {
    stage: 'editorial',
    means:
      'The surveys’ savings spread on a page it does not fit, missing from a page that must say it, said without the link to its method, a saving by a ceiling, or a percentage on a page about drivers no survey priced (decision 066).',
    fix: 'Keep {savingsLow} to {savingsHigh} on the pages allowed (survey-savings.ts), in a paragraph that links /data-sources#savings; elsewhere no percentage.',
  },
  'QO-EST-001': {
    stage: 'editorial',
    means:
      'A price range or credit-score threshold no source we checked supports ($20–$40, $3–$10, $150–$300, 600), in a sentence that does not say it is our estimate.',
    fix: 'Say “our 2026 estimate” in the same sentence, or take the figure out.',
  },
  'QO-DATE-002': {
    stage: 'editorial',
    means:
      'A page gives Georgia’s DUI minimums without telling the reader to ask whether the 2025 act applies to their conviction date, or gives the act a date no official sentence gives (decision 082).',
    fix: 'Keep the words “whether it applies to your conviction date” («si se aplica a la fecha de su condena»), and no date for the act.',
  },
  'QO-SPANISH-001': {
    stage: 'editorial',
    means: 'A Spanish page’s last sections are not called Preguntas frecuentes, En resumen and Fuentes, or it cites other sources than its English twin.',
    fix: 'Use the glossary’s endings, and the same links in Fuentes as the English page’s Sources.',
  },
  'QO-GLOSS-001': {
    stage: 'editorial',
    means: 'A Spanish page or home string uses a word the glossary marks as wrong for a fixed term (`avoid` in content/es/glossary.yaml, decision 071).',
    fix: 'Use the glossary’s term (for example «interrupción de la cobertura», not «vencimiento»).',
  },
  'QO-QUOTE-001': {
    stage: 'editorial',
    means: 'A sample quote card marked lowest is not the lowest of the samples.',
    fix: 'Move the “lowest” ribbon to the sample with the lowest monthly rate, in both languages.',
  },
  'QO-LEGAL-001': {
    stage: 'editorial',
    means:
      'The legal pages on selling and sharing contradict the business or the hand-off: a denial of selling, the ZIP code called a sale, or a missing statement of what may be a sale, what an opt-out changes, or the Do Not Sell or Share link (decision 026).',
    fix: 'Keep the sentences the message names; the ZIP code goes at the visitor’s direction, the click id and a ZIP+4’s last four digits are what may be sold or shared.',
  },
  'QO-LEGAL-002': {
    stage: 'editorial',
    means: 'A legal page names this site as a caller or texter, or makes visiting or the terms a consent to calls or texts.',
    fix: 'Say that this site itself does not call or text; consent to calls is given on the partner’s own form, naming the partners or Service Providers.',
  },
  'QO-LEGAL-003': {
    stage: 'editorial',
    means:
      'The privacy policy or the terms no longer say what the code does: the full IP address used in memory for the state, the /24 and /48 kept, the cookie, Global Privacy Control, the notice at collection, the logs and their 30 days, the beacon, the request id, an email linked as mailto.',
    fix: 'Put back the sentence the message names, as the code does it (server/, docs/operations.md); change the words only with the code.',
  },
  'QO-LEGAL-004': {
    stage: 'editorial',
    means: 'A legal page has no “Effective date: Month D, YYYY” near the top, or its date is after today or before the page was published.',
    fix: 'Give the effective date at the top, in that form, between `published` and today.',
  },
  'QO-LEGAL-005': {
    stage: 'editorial',
    means: 'The opt-out keywords are not UNSUBSCRIBE (by email) and STOP or OPT-OUT (by text), all three where any is named, and no other.',
    fix: 'Name all three where the page speaks of opting out of messages, each with its channel, and no other keyword.',
  },
  'QO-PAY-001': {
    stage: 'editorial',
    means: 'Who pays us, or that we are not a licensed insurance producer, said in other words than the shared ones, or missing where it must be said.',
    fix: 'Write {{paymentSentence}} and {{licensingStatement}}; no sentence of your own about being paid or not being an insurer.',
  },
} as const satisfies Record<string, FailureMeaning>;

export type FailureCode = keyof typeof FAILURE_CODES;

/** One refusal: its code, the file, the line when known, and why. */
export interface BuildFailure {
  code: FailureCode;
  file: string;
  line?: number;
  message: string;
  /** Words of the file the failure is about, for finding its line when the check did not know it. */
  excerpt?: string;
}
