import type { StateCode } from '../../shared/us-states.js';
import type { ClaimLanguage } from './state-claims.js';
import { MONTH_NAMES, monthNumber } from './month-names.js';

/**
 * The Spanish words for every kind of state claim the English reader finds (state-claims.ts),
 * so the figures typed in content/es/ are held to content/data as the English ones are. The
 * patterns follow the site's Spanish (the glossary's terms: «estado sin culpa», «límites más
 * altos», «si no paga, no cobra»), which names a form or a law by its English name (SR-22,
 * FR-44, DUI, "no pay, no play"). A Spanish word may end in an accented letter, which `\b`
 * does not see, so each word pattern is bounded by letters of any language instead.
 */

/** A pattern of whole words: no letter or digit of any language just before or after it. */
const words = (source: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

/** Every duration in years a Spanish sentence states: «3 años», «tres años», «un año», «36 meses». */
function spanishYearsIn(text: string): Set<number> {
  const found = new Set<number>();
  const number = `\\d+|${Object.keys(NUMBER_WORDS).join('|')}`;
  for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])(${number})\\s+años?(?![\\p{L}\\p{N}])`, 'giu')))
    found.add(/^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!.toLowerCase()]!);
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])(\d+)\s+meses(?![\p{L}\p{N}])/giu)) if (Number(match[1]) % 12 === 0) found.add(Number(match[1]) / 12);
  return found;
}

export function spanishClaims(names: Readonly<Record<StateCode, string>>): ClaimLanguage {
  return {
    names,
    dui: /\b(?:DUI|DWI)s?\b/,
    fr44: /FR-44/,
    sr22: /SR-22|FR-44/,
    higherLimits: words('(?:límites|mínimos) (?:de responsabilidad civil )?(?:más altos|mayores)'),
    // «subió de 15/30/5 a 30/60/15», «el mínimo anterior era», «hasta 2024»: a figure of the past.
    history: words(
      'fue|fueron|era|eran|había sido|antes|anterior|anteriores|anteriormente|previo|previos|previamente|hasta|se aplicaba|se aplicó|subió|subieron|aumentó|aumentaron|pasó|pasaron',
    ),
    noPayNoPlay: /no pay, no play|si no paga, no cobra/i,
    noFaultState: words('estados? sin culpa'),
    atFaultState: words('estados? (?:de|con) (?:responsabilidad por )?culpa'),
    // "(no-fault)", the English term beside the Spanish one, is no negation.
    negation: /(?<![\p{L}\p{N}])(?:no|ni|nunca)(?![\p{L}\p{N}-])|a diferencia de/iu,
    notUsingSr22: words('no (?:usa|usan|utiliza|utilizan|acepta|aceptan) (?:el |un |la )?(?:formulario )?SR-22'),
    statesHaveSet: words('estados han fijado|han fijado los estados'),
    pronoun: words('sus?|del estado|ese estado|este estado'),
    genericStates: words(
      '(?:otros|algunos|muchos|la mayoría de los|todos los|casi todos los|varios|estos|esos|los|unos pocos|unos cuantos|pocos) estados|estados han|cada estado|todo estado|su estado',
    ),
    clauseBreaks: /;|\||:|,(?!\s*\d{4}\b)|\s(?:y|e|pero|así que|mientras(?: que)?)\s/gu,
    datesIn: (text) => ({
      dates: [...text.matchAll(new RegExp(`(?<![\\p{N}])(\\d{1,2})(?:\\.?º|°)? de (${MONTH_NAMES.es.join('|')}) de (\\d{4})(?![\\p{N}])`, 'giu'))].map(
        (match) => `${match[3]!}-${String(monthNumber('es', match[2]!)).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`,
      ),
      years: [...text.matchAll(/(?<![\p{L}\p{N}])(?:desde|en|a partir de) (\d{4})(?![\p{N}])/giu)].map((match) => match[1]!),
    }),
    yearsIn: spanishYearsIn,
  };
}
