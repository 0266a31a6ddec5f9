/**
 * The English words of the driver-situation pages and of each state's list of them
 * (client/sections/SituationComparison.tsx, StateSituations.tsx). What each situation is comes
 * from content/situations.yaml; figures arrive formatted with Intl in the page's locale.
 */
export const SITUATIONS_EN = {
  /** The page's heading and title: the situation's title, then where. */
  pageTitle: (title: string, where: string) => `${title} in ${where}`,
  description: (title: string, where: string, companies: number, median: string) =>
    `${title} in ${where}: ${companies} companies' sample premiums with and without it; median change ${median}.`,
  lead: (companies: number, places: number, publisher: string, surveyTitle: string) =>
    `What ${companies} companies charged the same sample driver with and without this one difference, in ${places === 1 ? 'one place' : `${places} places`}, as the ${publisher} published it in the ${surveyTitle}.`,
  situation: {
    heading: 'The situation',
    differencesCaption: 'What differs between the two sample drivers, as our data’s compilers coded the department’s profiles (quoted in full below)',
    field: 'Profile field',
    without: 'Without the situation',
    with: 'With the situation',
    fieldNames: {
      driver_age: 'Age',
      gender: 'Sex',
      marital: 'Marital status',
      years_licensed: 'Years licensed',
      incidents: 'At-fault accidents',
      violations: 'Tickets',
      coverage: 'Coverage',
      liability_limits: 'Liability limits',
      comp_deductible: 'Comprehensive deductible',
      coll_deductible: 'Collision deductible',
      vehicle: 'Vehicle',
      annual_miles: 'Miles a year',
      good_student: 'Good student',
      driver_training: 'Driver training',
    } as Record<string, string>,
    /** A part of the profiles' "other" column, named as the compilers wrote it. */
    otherField: 'Other detail: ',
    notRecorded: 'not recorded',
    drivers: 'The two sample drivers, in the department’s words as our data’s compilers recorded them:',
    withoutDriver: (profile: string) => `Without the situation (profile ${profile})`,
    withDriver: (profile: string) => `With the situation (profile ${profile})`,
    allPremiums: (where: string) => `Sample premiums by company in ${where}, from the same survey`,
  },
  changed: {
    heading: 'What it changed',
    overall: (median: string, comparisons: number, companies: number, places: number) =>
      `The median change was ${median}: the middle of ${comparisons} changes, one for each company and place where the company priced both drivers (${companies} companies, ${places === 1 ? 'one place' : `${places} places`}). Half of them were at or below it, half at or above.`,
    caption: 'The median, lowest and highest change in each place, and the company with the lowest premium for the driver in the situation',
    place: 'Place',
    median: 'Median change',
    lowest: 'Lowest change',
    highest: 'Highest change',
    cheapest: 'Lowest premium with the situation',
    extreme: (value: string, carriers: string) => `${value}: ${carriers}`,
    and: '; ',
    notAdvice:
      'The lowest premium is the department’s figure for this sample driver, not a recommendation: another driver’s lowest price can be another company’s.',
  },
  companies: {
    heading: 'Company by company',
    intro:
      'Yearly premiums for the two sample drivers, by company, from the lowest premium with the situation to the highest, and the change from one to the other. Companies appear under the names the department published.',
    sixMonth: 'The department prints six-month premiums: the yearly figures here are those doubled, and each printed figure is in its locator.',
    caption: (place: string) => `${place}: yearly premiums without and with the situation, by company`,
    company: 'Company',
    without: 'Without',
    with: 'With',
    change: 'Change',
    rateDate: 'Rate date',
    pricedOnce: (count: number) =>
      `Left out here: ${count === 1 ? 'one company' : `${count} companies`} priced only one of the two drivers, so there is no change to show: `,
    pricedWithout: (carrier: string, premium: string) => `${carrier} (without the situation only, ${premium})`,
    pricedWith: (carrier: string, premium: string) => `${carrier} (with the situation only, ${premium})`,
    placesWithoutPair: (places: string) => `The survey priced only one of the two drivers in ${places}, so those places have no comparison.`,
    apart: (carriers: string) => `Left out everywhere: ${carriers}. `,
    locators: 'Where each figure is in the department’s data',
    locatorsIntro: 'Each locator is one of the two lines below, with … standing for the company’s entry in the table:',
    locatorsWithout: 'Without the situation: ',
    locatorsWith: 'With the situation: ',
    locatorsCaption: (place: string) => `${place}: each figure’s place in the department’s data`,
    insurers: 'The insurer pages of the groups our group map places these companies in: ',
  },
  cannot: {
    heading: 'What this survey cannot tell you',
    situation: (text: string) => `About this situation, the survey cannot say ${text}`,
    otherStates: (where: string) => `Anything about other states: each state regulates its own rates, and these figures are ${where}’s only.`,
    otherDrivers:
      'What the change would be for another driver, car, place or coverage: each change is for these two sample drivers, and a company can price the same difference differently for someone else.',
    otherCompanies: 'Anything about companies the survey did not include.',
  },
  sources: 'Sources',
  index: {
    heading: (where: string) => `Driver situations in ${where}`,
    intro: (publisher: string, surveyTitle: string) =>
      `Each situation below is one difference between two sample drivers whom the ${publisher} priced in the ${surveyTitle}, company by company. Its page shows every company’s premium without and with it.`,
    caption: 'Each situation, with the median change in companies’ sample premiums',
    situation: 'Situation',
    median: 'Median change',
    comparisons: 'Companies and places compared',
    compared: (companies: number, places: number) =>
      `${companies} ${companies === 1 ? 'company' : 'companies'}, ${places === 1 ? 'one place' : `${places} places`}`,
    /** The index page's meta description. */
    description: (where: string, count: number) =>
      `${count === 1 ? 'One driver situation' : `${count} driver situations`} in ${where}: what each changed in the sample premiums of a regulator’s survey, company by company.`,
    samplePremiums: (where: string) => `Every company’s sample premiums in ${where}, from the same survey`,
  },
  /** The way to a state's index from its state page and its sample-premiums page. */
  indexLink: (where: string) => `Driver situations in ${where}`,
  indexLinkAfter: (count: number) =>
    `: ${count === 1 ? 'one difference' : `${count} differences`} between two of the survey’s sample drivers, and what each changed in every company’s premium.`,
  /** The section on a guide that links to the situation pages it names (content/situations.yaml). */
  guide: {
    heading: 'What a situation costs, company by company',
    intro:
      'State regulators priced the same sample driver with and without each of these situations at the companies in their surveys. Each page shows every company’s premium both ways and the change.',
    all: (where: string) => `Every driver situation in ${where}`,
  },
};

export type SituationMessages = typeof SITUATIONS_EN;
