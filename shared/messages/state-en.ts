/**
 * The English words of the state pages, the state index and the price pages (the sections in
 * client/sections and their word helpers in client/words). Figures arrive formatted (with Intl,
 * in the page's locale: shared/money.ts) and state names as they read in a sentence, so the
 * Spanish twin (state-es.ts) can order them as Spanish does.
 */
export const STATE_EN = {
  faultLabel: { 'at-fault': 'At-fault', 'no-fault': 'No-fault', 'choice-no-fault': 'Choice no-fault', 'add-on': 'Add-on' },
  coverageKind: {
    required: 'Required',
    'included-unless-rejected-in-writing': 'Included unless you reject it in writing',
    'included-unless-rejected': 'Included unless you reject it',
    'must-be-offered': 'Insurers must offer it; buying it is up to you',
    'not-required': 'Not required',
    'not-confirmed': 'Not confirmed: the sources we quote do not settle it',
  },
  coverageName: {
    pip: 'personal injury protection',
    medPay: 'medical payments',
    um: 'uninsured motorist',
    uim: 'underinsured motorist',
    umpd: 'uninsured motorist property damage',
  },
  /** The name as it reads in a sentence: "the District of Columbia", "Ohio". */
  inSentence: (code: string, name: string) => (code === 'DC' ? 'the District of Columbia' : name),
  possessive: (where: string) => `${where}'s`,
  /** Florida's minimum: "$10,000 PIP + $10,000 property damage". */
  propertyDamageOnly: (pip: string, propertyDamage: string) => `${pip ? `${pip} PIP + ` : ''}${propertyDamage} property damage`,
  noneRequired: 'none required',
  lead: {
    notCompulsory: (Where: string) =>
      `${Where} does not require car insurance, but a driver who causes a crash must be able to pay for it: the minimums for a policy, what the fault rules mean after a crash, and how much coverage to consider.`,
    alternative: (where: string) =>
      `The standard coverage drivers in ${where} carry (a cheaper alternative policy also meets the law), what its fault rules mean after a crash, and how much coverage to consider above the minimum.`,
    standard: (where: string) =>
      `The coverage every driver in ${where} must carry, what its fault rules mean after a crash, and how much coverage to consider above the minimum.`,
  },
  filingSummary: {
    notUsed: 'SR-22 not used',
    forms: { both: 'SR-22 and FR-44', fr44: 'FR-44', sr22: 'SR-22' },
    used: (forms: string, years: string[]) =>
      `${forms} used; ${years.length > 0 ? `kept on file for ${years.join(' or ')} years in the cases quoted below` : 'how long is not stated in the sources we quote'}`,
  },
  compare: {
    parts: { perPerson: 'bodily injury per person', perCrash: 'bodily injury per crash', propertyDamage: 'property damage', bodilyInjury: 'bodily injury' },
    higher: 'higher',
    same: 'the same',
    lower: 'lower',
    and: ' and ',
    allHigher: 'Higher in all three limits',
    allSame: 'Same as the minimum',
    /** One group of parts and how they compare: "property damage higher". */
    group: (parts: string, word: string) => `${parts} ${word}`,
  },
  /** Who a "no pay, no play" bar applies to, each as the statute names them. */
  barredParty: { owner: 'owner', operator: 'operator' },
  noPayNoPlay: (parties: readonly string[], bodilyInjury: string, propertyDamage: string) =>
    `An ${parties.join(' or ')} without the required insurance cannot recover the first ${bodilyInjury} of bodily injury damages, or the first ${propertyDamage} of property damages, after a crash`,
  page: {
    title: (where: string) => `Car Insurance Requirements in ${where}`,
    /** `name` is the state's bare name, used as an adjective in English; `where` is the state as it reads in a sentence, which Spanish needs. */
    description: (name: string, _where: string, minimum: string, rules: string, fault: string, filings: string) =>
      `${name} minimum car insurance (${minimum}): ${rules}, the ${fault} system, ${filings} rules and official sources.`,
    rulesWithPip: 'PIP, MedPay and uninsured motorist rules',
    rulesWithoutPip: 'uninsured motorist rules',
    minimumsQuotedFrom: 'Minimums quoted from',
    requires: (where: string) => `What ${where} requires`,
    faultRules: (fault: string, where: string) => `${fault} rules in ${where}`,
    filings: (forms: string, where: string) => `${forms} filings in ${where}`,
    goodToKnow: (where: string) => `Good to know in ${where}`,
    howMuch: 'How much coverage to consider',
    howMuchText:
      'The minimum is the legal floor, not a safety net: anything a crash costs above your limits can fall on you. Many drivers choose one of three common levels instead. Limits are in thousands of dollars: 50/100/50 means $50,000 for each person hurt, $100,000 for everyone hurt in one crash and $50,000 for property damage.',
    guidesFor: (name: string, _where: string) => `Guides for ${name} drivers`,
    sources: 'Sources',
    compilers:
      'We did not read these official pages ourselves: the quotes come from two public compilations whose editors did, on the dates given beside each quote. Minimum-limit and SR-22 quotes: Reference Source (',
    /** The same where the page also quotes sentences we read ourselves. */
    compilersAndOurs: (site: string) =>
      `The quotes marked “as read by ${site}” we read ourselves, in stored copies of the official pages, and no second person has checked that reading yet. The others come from two public compilations whose editors read the official pages, on the dates given beside each quote. Minimum-limit and SR-22 quotes: Reference Source (`,
    adapted: '; adapted.',
    notaquote: ' Statute quotes on coverage rules: notaquote-fyi, compiled by Bolewood Group, LLC (',
    notaquoteLicence: '), MIT licence.',
    publishersText: (possessive: string) =>
      ` The quotes remain their publishers' text. Laws change: confirm the current rules with ${possessive} motor vehicle agency or insurance department before you buy. `,
    allSources: 'All our data sources',
    allStates: 'All states',
    /** Said after the title of an official page in English, on a page in another language. */
    englishPage: '',
  },
  table: {
    caption: (where: string) => `Minimum car insurance in ${where}`,
    coverageOrRule: 'Coverage or rule',
    minimumLiability: 'Minimum liability',
    perPerson: 'Bodily injury per person:',
    perCrash: 'Bodily injury per crash:',
    propertyDamage: 'Property damage:',
    singleLimit: (amount: string) => `Or a combined single limit of ${amount}.`,
    inForceSince: 'In force since',
    from: 'From',
    scheduledChange: 'Scheduled change',
    afterDui: 'Minimum after a DUI conviction',
    duiLimits: (first: string, second: string) => [first, ' after a first conviction; ', second, ' after a second'],
    noPayNoPlay: 'Driving uninsured (“no pay, no play”)',
    pip: 'Personal injury protection (PIP)',
    medPay: 'Medical payments (MedPay)',
    um: 'Uninsured motorist (UM)',
    uim: 'Underinsured motorist (UIM)',
    umpd: 'Uninsured motorist property damage (UMPD)',
    faultSystem: 'Fault system',
    proofFiling: (forms: string) => `Proof of insurance filing (${forms})`,
  },
  fault: {
    atFault: (Where: string) =>
      `${Where} uses the at-fault system. The driver who causes a crash is responsible for the damage, and their liability insurance pays the other people's bills. If another driver hurts you, you file a claim with their insurer or sue them.`,
    addOnWithRule: (Where: string) =>
      `${Where} is an add-on state: personal injury protection (PIP) pays your own medical bills after a crash whoever caused it.`,
    addOn: (Where: string) =>
      `${Where} is an add-on state. Personal injury protection (PIP) pays your own medical bills after a crash whoever caused it, but unlike in a no-fault state it does not take away your right to claim against, or sue, the driver who caused the crash.`,
    noFault: (Where: string) =>
      `${Where} is a no-fault state. After a crash, your own personal injury protection (PIP) pays your medical bills and some other costs first, no matter who caused it. Your right to sue the other driver for injuries is limited, usually to serious injuries or costs above a level set by state law. Liability coverage still pays for damage you cause to other people's property and for injuries outside the no-fault rules.`,
    choice: (Where: string) =>
      `${Where} lets drivers choose between no-fault rules and the traditional at-fault system. Under no-fault, your own personal injury protection (PIP) pays your medical bills first and your right to sue is limited; keeping the right to sue usually costs more. The choice affects your price and your rights, so read it carefully.`,
  },
  filing: {
    sr22: (Where: string, orDui: boolean) =>
      `An SR-22 is a form your insurer files with the state to prove you carry at least the minimum coverage. ${Where} may require one after serious violations, such as driving without insurance${orDui ? ' or a DUI' : ''}.`,
    noDuration: ' The sources we quote give no duration for it here: the state or a court tells you how long to keep it on file.',
    noSr22: (Where: string) => `${Where} does not use the SR-22 form.`,
    fr44: (where: string) =>
      `After a DUI conviction, ${where} requires an FR-44 instead. It works like an SR-22 but requires higher liability limits than the state minimum.`,
    keep: (trigger: string | undefined, certificate: string) =>
      trigger ? `If ${trigger}, keep the ${certificate} on file for ` : `Keep the ${certificate} on file for `,
    years: (years: number) => `${years} years`,
    withoutLapse: ' without a lapse.',
  },
  recommended: {
    caption: (possessive: string) => `Common liability levels compared with ${possessive} minimum`,
    level: 'Level',
    comparedWith: (name: string, _where: string) => `Compared with the ${name} minimum`,
    theMinimum: (name: string, _where: string) => `The ${name} minimum`,
  },
  evidence: {
    minimumsHeading: 'The minimums in the official words',
    singleLimitDisagrees: (amount: string, where: string) =>
      `The ${amount} single limit is in the sentence quoted above, but the other compilation we use records no single-limit option for ${where}: ask an insurer whether it sells one.`,
    unconfirmedSingleLimit: (amount: string, where: string) =>
      `One compilation we use lists a ${amount} single limit for ${where}, but no sentence we can quote states it and the other lists none, so we do not show it as a minimum.`,
    changeNotQuoted: (limits: string) =>
      `The sentence below gives the date of the change but not every new limit: ${limits} is the compilation's reading of the law.`,
    duiHeading: 'Higher minimums after a DUI',
    dui: (law: string, first: string, second: string) =>
      `After a DUI conviction, ${law} sets higher liability minimums in place of the usual ones: ${first} after a first conviction and ${second} after a second.`,
    duiWhen:
      ' Our data does not give the date this act took effect or how long the higher limits last: ask your insurer or the state’s driver-licensing agency whether it applies to your conviction date.',
    duiNotQuoted: ' The sentence below states the first of these figures; the others are the reading of the act by the compilation we quote.',
    noPayNoPlayHeading: 'No pay, no play',
    noPayNoPlayRaised: (law: string, amends: string, bodilyInjury: string, propertyDamage: string) =>
      `${law}, amending ${amends}, raised these amounts from ${bodilyInjury} of bodily injury and ${propertyDamage} of property damage. The act below prints the words it deletes beside the words it adds.`,
    noPayNoPlayWhen: 'Our data does not give the date this change took effect: ask your insurer or a lawyer whether it applies to the date of your crash.',
    /** The day by the state constitution's rule for the acts of a regular session, which we read; the act's own text we did not. Around the date. */
    noPayNoPlaySince: (year: string) => [
      'This change has been in force since ',
      `, the day the state constitution quoted below gives a law of the ${year} regular session that sets no date of its own. We read that rule, not the act’s own text: ask your insurer or a lawyer whether the change applies to the date of your crash.`,
    ],
    coveragesHeading: 'What the statutes say about these coverages',
    unconfirmed: (where: string, coverages: string[]) =>
      `Not confirmed: the compilations we quote do not record whether ${where} requires ${coverages.join(coverages.length > 2 ? ', ' : ' or ')} coverage. Ask an insurer or the state's insurance department.`,
  },
  quote: {
    quotedFrom: 'Quoted from',
    checked: ', as checked on',
    by: 'by',
    /** A sentence we read ourselves: the site's name, then the date. */
    readBy: (site: string) => `, as read by ${site} in a stored copy of the page on`,
  },
  prices: {
    heading: (where: string) => `What drivers in ${where} pay`,
    caption: (year: number) => `NAIC averages for ${year}, per insured car per year`,
    averageExpenditure: 'Average expenditure',
    combinedPremium: 'Combined average premium',
    countrywide: 'Countrywide',
    rankOf: (total: number) => `Rank of ${total}`,
    credit: (year: number, report: string) => `Source: NAIC, ${report}, ${year} data`,
    creditTables: (expenditure: string, combined: string) => `: average expenditure from ${expenditure}; combined average premium from ${combined}. `,
    announcement: 'NAIC’s announcement of the report',
    rank: (where: string, expenditure: number, combined: number) =>
      `. Rank 1 is the highest of the 50 states and DC; ${where} ranks ${expenditure} on average expenditure and ${combined} on the combined average premium.`,
    notAQuote: (warning: string) =>
      `What these averages are not: they are not a quote or a price anyone was offered. Each is one number for every driver, car, coverage limit and deductible in the state put together. Average expenditure spreads premiums over every insured car, including cars insured for liability only, so it is lower than the combined average premium (liability, collision and comprehensive added together). The compilers of our data quote NAIC as saying that “${warning}”; we have not checked that sentence against NAIC’s report.`,
    cpi: (year: number, publisher: string, base: string, baseYear: string | number, latest: string, month: string, change: string) =>
      `Prices have moved since ${year}. The consumer price index for motor vehicle insurance from the ${publisher} averaged ${base} in ${baseYear} and stood at ${latest} in ${month}, ${change} higher. We give it as context only: the figures above are ${year} averages and are not adjusted. Source: `,
    cpiSeries: (publisher: string, series: string) => `${publisher}, CPI series ${series}`,
    samplePremiums: (where: string) => `Sample premiums by company in ${where}`,
    fromSurvey: (publisher: string, title: string) => `, from the ${publisher}’s ${title}.`,
    whereFrom: 'Where these figures come from and how we credit them',
  },
  map: {
    caption: (year: number) => `Average expenditure per insured car in ${year}, by state (NAIC). Darker is higher.`,
    range: (low: string, high: string) => `${low} to ${high}`,
  },
  samples: {
    title: (where: string, rates: string) => `Car insurance cost in ${where}: sample premiums, ${rates}`,
    regulator: (isDc: boolean): string => (isDc ? "the District's insurance regulator" : "the state's insurance regulator"),
    description: (places: number, where: string, rates: string, regulator: string) =>
      `What each company charged sample drivers${places > 1 ? ` in ${places} places` : ''} in ${where} (${rates}), as ${regulator} published it, by price. Samples, not quotes.`,
    profileN: (n: number) => `profile ${n}`,
    profileAbove: 'the profile above',
    lead: (several: boolean, where: string, publisher: string, title: string, effective: string) =>
      `What each company charged ${several ? 'two sample drivers' : 'one sample driver'} in ${where}, as the ${publisher} published it in its ${title}: ${effective}.`,
    source: 'Source:',
    about: 'About these figures',
    notQuotes:
      'These are sample premiums for fixed driver profiles, not quotes: what you pay depends on you, your car, where you live and the coverage you choose.',
    sixMonth:
      'The department prints six-month premiums. Each table shows the printed six-month figure and, beside it, that figure doubled as a yearly premium.',
    order:
      'Companies appear under the names the department published, from the lowest premium to the highest. The order is the department’s figures, not a recommendation.',
    covers: (companies: number, places: number, profiles: number, shown: number) =>
      `The survey covers ${companies} companies, ${places === 1 ? 'one place' : `${places} places`} and ${profiles} driver profiles; this page shows ${shown > 1 ? `${shown} profiles` : 'one profile'}. The full survey is at the `,
    departmentSite: 'department’s site',
    profilesHeading: (several: boolean): string => (several ? 'The driver profiles' : 'The driver profile'),
    definition: 'Each profile in short, from its data, then in the department’s definition as our data’s compilers recorded it:',
    profileLabel: (n: number) => `Profile ${n}. `,
    premiumsFor: (place: string, profile: string) => `${place}: premiums for ${profile}`,
    apart: (place: string) => `${place}: companies the department footnotes as pricing different coverage`,
    sourcesText: (checked: string) =>
      `. The figures were copied from the department’s publication by the compilers of our data, who checked them on ${checked}. `,
    howWeCredit: 'How we credit our data sources',
    statePage: (where: string) => `Car insurance in ${where}: requirements and NAIC averages`,
    company: 'Company',
    sixMonths: 'Six months (printed)',
    yearly: (doubled: boolean): string => (doubled ? 'Yearly (doubled)' : 'Yearly'),
    rateDate: 'Rate date',
    /** The page's schema.org Dataset, in the page's language. */
    datasetName: (title: string, _publisher: string) => `${title}: sample premiums by company`,
    datasetDescription: (publisher: string, effective: string) =>
      `Sample car insurance premiums by company published by the ${publisher}, ${effective}. Samples for fixed driver profiles, not quotes.`,
  },
  sources: {
    title: 'Data Sources',
    description:
      'Where our car insurance cost figures come from: NAIC averages, the BLS price index, state regulators’ surveys, and how we credit each source.',
    lead: 'Every average cost, sample premium and state minimum on this site comes from a public, official source. Here is each dataset, who published it, the year it describes, where in the publication each figure is, who checked it and when, and how we credit it.',
    howWeCheck: 'How we check figures:',
    naicHeading: 'NAIC average premiums',
    publisher: (publisher: string) => `Publisher: ${publisher}. Report: `,
    dataYear: (year: number) => `, data year ${year} (`,
    announcement: 'announcement',
    where: (expenditure: string, combined: string, liability: string) =>
      `Where: average expenditure, ${expenditure}; combined average premium, ${combined}; liability average premium, ${liability}.`,
    checked: 'Checked:',
    checkedBy: (name: string) => `, by ${name}, who compiled the figures we use; we have not re-checked them against the report ourselves.`,
    checkedByShort: (name: string) => `, by ${name}.`,
    naicCredit: (credit: string, copyright: string) =>
      `How we credit it: “${credit}” beside every figure, with a link. The report is “${copyright}”: we use its figures as facts only, never its tables or text.`,
    blsHeading: 'BLS price index for motor vehicle insurance',
    blsPublisher: (publisher: string) => `Publisher: ${publisher}. `,
    blsSeries: (series: string) => `CPI series ${series}`,
    blsWhat: (baseYear: string | number, month: string) => `: the ${baseYear} annual average and the latest month, ${month}.`,
    blsCredit: (publisher: string, series: string) =>
      `How we credit it: “${publisher}, CPI series ${series}”. A U.S. government work in the public domain. We show it as context and never apply it to a figure.`,
    surveysHeading: 'State regulators’ sample premiums',
    surveyChecked: (effective: string) => `: ${effective}. Checked `,
    surveyPlace: (name: string) => ` by ${name}; each figure keeps its place in the publication (page, table, row and column, or the data record). Shown on `,
    surveyPage: (where: string) => `our sample premiums page for ${where}`,
    surveyCredited: ', credited to the department with a link.',
    describedChecked: ' Checked ',
    by: (name: string) => ` by ${name}.`,
    requirementsHeading: 'State requirements',
    requirements:
      'Each state page links the statutes and agency pages its requirements come from, beside the text they support. The minimum-limit and SR-22 records we use are credited below. Each quote on a state page says who checked it against the official page, and when; in all:',
    quoteChecked: 'Checked',
    /** The quotes we read ourselves (content/data/compiled/state-law-dates.json): the date, then who. */
    quoteRead: 'Read on',
    quoteReadByUs: (site: string) => `, by ${site} itself, in stored copies of the official pages; not yet checked by a second person`,
    staleAfter: '; its records count as out of date after',
    compilationsHeading: 'Compilations and licences',
    repository: 'Repository',
    licence: ', licence: ',
    weUse: (files: string) => `. We use: ${files}. Our copy renames some fields and adds derived ones, so the data is adapted.`,
    credit: (credit: string) => `Credit: ${credit}`,
  },
  savings: {
    heading: 'The cheapest company against the middle one',
    method: (low: string, high: string) =>
      `On our home page and in some guides we say that, in the regulators’ surveys above, the cheapest company charged the same sample driver typically ${low} to ${high} less than the middle company. This is how we measured it; the site measures it again each time it is built. In each survey, a case is one sample driver (the department’s profile) in one place. For each case we take the cheapest company’s premium and the median company’s premium (as many companies charged more as charged less) and work out how far below the median the cheapest was. Then we take the median of those cases for each survey: the lowest and highest of those medians are the figures we quote.`,
    excluded: (where: string, count: number, companies: string) =>
      ` In ${where} we leave out the ${count} companies the department says priced coverage other than the profile’s (${companies}).`,
    caption: 'How far below the median company’s premium the cheapest company’s was, same driver and place',
    survey: 'Survey',
    rates: 'Rates',
    cases: 'Cases',
    companies: 'Companies per case',
    median: 'Median case',
    range: 'Lowest to highest case',
    atLeast: (share: string) => `Cases at ${share} or more`,
    to: ' to ',
    whatItIsNot:
      'This is the spread between companies for fixed sample profiles, not what drivers saved. The surveys priced no driver with a DUI, no non-owner policy and no driver without a license, and measured no down payments, so we quote no figure on pages about those drivers. Our partner’s quotes need not include the cheapest company, and the middle company is not your current insurer: what you save depends on your driver profile, car, place and coverage, and may be less, or nothing.',
  },
  index: {
    title: 'Car Insurance Requirements and Costs by State',
    description:
      'Minimum car insurance and what drivers pay in all 50 states and DC: a map and table of NAIC average costs, liability limits, fault rules and SR-22.',
    lead: 'Every state sets its own minimum car insurance, and what drivers pay differs from state to state. Pick your state on the map or in the table to see its minimum liability limits, its fault rules, when it asks for an SR-22 and what its drivers paid on average, with links to the official sources.',
    howWeCheck: 'How we check these figures:',
    notAQuote: (expenditure: string, combined: string) =>
      `. Averages mix every driver, car and coverage in a state: they are not a quote. Countrywide: ${expenditure} average expenditure, ${combined} combined average premium.`,
    caption: (year: number) => `Minimum liability (in thousands of dollars) and NAIC averages for ${year}, per insured car per year`,
    state: 'State',
    announcement: 'NAIC’s announcement',
    /** The page's schema.org Dataset, in the page's language. */
    datasetName: (report: string, year: number) => `${report}: average auto insurance premiums and expenditure by state, ${year}`,
    datasetDescription: (publisher: string, year: number) =>
      `Average expenditure and combined average premium per insured car in ${year}, for the 50 states, DC and countrywide, as published by ${publisher}.`,
  },
};

export type StateMessages = typeof STATE_EN;
