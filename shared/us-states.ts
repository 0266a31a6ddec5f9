/** The 50 states and DC: the only regions the hero may name. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type StateCode = keyof typeof US_STATES;

/** Their names in Spanish, as USAGov en Español writes them. */
const US_STATES_ES: Record<StateCode, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'Distrito de Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawái',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Luisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Míchigan',
  MN: 'Minnesota',
  MS: 'Misisipi',
  MO: 'Misuri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregón',
  PA: 'Pensilvania',
  RI: 'Rhode Island',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'Virginia Occidental',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const DEFAULT_STATE: StateCode = 'VA';

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && Object.hasOwn(US_STATES, value);
}

export function stateName(code: StateCode): string {
  return US_STATES[code];
}

/** A state's name in a language ('en' | 'es'; the route table's Lang, which shared/routes.ts builds on this module). */
export function stateNameIn(code: StateCode, lang: 'en' | 'es'): string {
  return lang === 'es' ? US_STATES_ES[code] : US_STATES[code];
}

/** Every state's name in a language, by code. */
export function stateNamesIn(lang: 'en' | 'es'): Readonly<Record<StateCode, string>> {
  return lang === 'es' ? US_STATES_ES : US_STATES;
}

/** A state's URL segment in a language: its name in kebab case, accents dropped ("nueva-york", "hawai"). */
export function stateSlugIn(code: StateCode, lang: 'en' | 'es'): string {
  return stateNameIn(code, lang)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A state's URL segment: its name in kebab case ("new-york", "district-of-columbia"). Used by the route table and every link. */
export function stateSlug(code: StateCode): string {
  return stateSlugIn(code, 'en');
}
