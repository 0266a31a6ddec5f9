/**
 * The English words of the insurer pages and their index (client/routes/insurer.tsx,
 * insurer-index.tsx, client/sections/Insurer*.tsx). Figures arrive formatted; no word here ranks
 * or scores a group beyond what a regulator published (decision 078).
 */

/** 1st, 2nd, 3rd, 4th, 11th, 21st… */
const ordinal = (value: number) => {
  const tens = value % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
};

export const INSURERS_EN = {
  page: {
    title: (name: string) => `${name}: its regulators' records`,
    description: (name: string) =>
      `${name}'s legal companies, its New York complaint rankings and what it charged regulators' sample drivers, as the regulators published them.`,
    intro: (name: string) =>
      `What regulators published about ${name}'s legal companies, as they published it, with the source of every figure. We give no stars, scores or "best" labels: the records below are the regulators', not our opinion.`,
    byline: (siteName: string) => `From the regulators’ records, by the ${siteName} editorial team`,
    mapCompiled: 'Group map compiled',
  },
  who: {
    heading: (name: string) => `Who ${name} is`,
    share: (name: string, rank: number, groups: number, share: string, year: number) =>
      `${name} was number ${rank} of the ${groups} largest private passenger auto insurance groups in the United States by premiums written in ${year}, with ${share}% of the market.`,
    shareSource: (publisher: string) => `Source: ${publisher}'s market share table, as restated in `,
    companies: (name: string, count: number) =>
      `The ${count === 1 ? 'legal company below is' : `${count} legal companies below are`} ${name}'s in the document cited beside each: the companies our sources name, not necessarily every company in the group.`,
    caption: (name: string) => `${name}'s legal companies and the document that places each in the group`,
    company: 'Legal company',
    naicCode: 'NAIC code',
    placedBy: 'Placed in the group by',
    noCode: 'Not printed in our sources',
    none: (name: string) =>
      `No document we could read names ${name}'s legal companies, so we cannot tie any regulator's record to ${name}: the regulators we cite (New York's Department of Financial Services and the four state surveys below) publish nothing we can show for it. We do not guess companies from their names.`,
    noGroup: (name: string) =>
      `${name} is a brand, not one of the insurance groups in our map: no document we could read places a company selling as ${name} in any of the largest groups, so we cannot tie any regulator's record to it. We do not guess companies from their names.`,
  },
  newYork: {
    notRanked: (name: string, first: number, last: number) =>
      `None of the companies our map places in ${name} is in DFS's rankings for filing years ${first} to ${last}.`,
    unmapped: (name: string) => `With no legal company to look up, we show no New York record for ${name}.`,
  },
  surveys: {
    heading: "What it charged in the regulators' surveys",
    intro:
      "State regulators published what each company charged the same sample driver in the same place. For each survey we publish: the group's cheapest company for the survey's base driver in each place, its position from the lowest premium, and how far it was from the median company. A sample premium is not a quote: yours depends on you, your car and where you live.",
    surveyHeading: (state: string, title: string) => `${state}: ${title}`,
    baseDriver: (description: string, effective: string) => `Base driver: ${description}. Rates: ${effective}.`,
    caption: (name: string, state: string) => `${name}'s cheapest company for the base driver in each place of ${state}'s survey`,
    place: 'Place',
    company: 'Cheapest company of the group, as printed',
    premium: 'Annual premium',
    position: 'Position',
    difference: 'Difference from the median company',
    positionOf: (position: number, companies: number) => `${ordinal(position)} cheapest of ${companies}`,
    below: (amount: string) => `${amount} below the median`,
    above: (amount: string) => `${amount} above the median`,
    atMedian: 'The median',
    program: (program: string) => `program: ${program}`,
    notInPlace: 'Not in this survey',
    notInSurvey: (name: string) => `Not in this survey: none of the companies our map places in ${name} is in its table for this driver.`,
    unmapped: (name: string) => `With no legal company to look up, we cannot place ${name} in the regulators' surveys.`,
    locators: 'Where each premium is printed: ',
    source: 'Source: ',
  },
  situations: {
    heading: "How prices change with a driver's situation",
    intro: (name: string) =>
      `Some regulators' surveys priced the same sample driver twice, without and with one difference (an accident, a ticket, an age…), company by company. For each driver-situation page that lists a company of ${name}: that company's change, as its situation page shows it, beside the median change of every company the page compares, in the same place and over all its places. A sample driver's change does not tell how your own premium would change.`,
    stateHeading: (where: string) => `Driver situations in ${where}`,
    rates: (effective: string) => ` Rates: ${effective}.`,
    onePlace: (place: string) => `Each change is the company's in ${place}, the first place its situation page compares it.`,
    caption: (name: string, where: string) => `${name}'s companies on the driver-situation pages of the survey in ${where}`,
    situation: 'Situation',
    company: 'Company, as printed',
    place: 'Place',
    change: 'Its change',
    placeMedian: 'Median change of all companies there',
    median: 'Median change of all companies, all places',
    pricedOnly: (side: 'without' | 'with'): string => (side === 'without' ? 'Priced only without the situation' : 'Priced only with the situation'),
  },
  cannotTell: {
    heading: 'What this page cannot tell you',
    text: "These records do not tell how a company handles claims, how fast it pays them, or whether it has the money to: New York's complaint counts are one state's, the surveys priced a few sample drivers, and financial strength is rated by others than the regulators we cite. To look up a company's licences and complaints, use ",
    naicSearch: "NAIC's Consumer Insurance Search",
    or: ' or ',
    stateDepartment: "your state's insurance department",
    end: ', with the company’s legal name or NAIC code from this page.',
  },
  index: {
    title: 'Car insurance groups and their regulators’ records',
    sortedTitle: (column: string) => `Car insurance groups by ${column}`,
    description:
      "The largest US car insurance groups with their market share, New York's complaint ranks and their positions in the regulators' sample premium surveys.",
    sortedDescription: (column: string) =>
      `The largest US car insurance groups sorted by ${column}, with their market share, New York complaint ranks and regulators' sample premium positions.`,
    intro:
      'The largest private passenger auto insurance groups in the United States, with what regulators published about their legal companies. Sort by any column: each order is its own page. No stars, scores or “best” labels: lower ranks and positions mean fewer upheld complaints or lower sample premiums, nothing more.',
    summary: (groups: number, ranked: number, year: number, inSurveys: number, unmapped: number) =>
      `Of these ${groups} groups, ${ranked} had a company in New York DFS's ranking for filing year ${year}, and ${inSurveys} had a company in at least one survey's table for its base driver. For ${unmapped}, no document we could read names the group's legal companies, so no record is shown.`,
    caption: (column: string) => `Insurance groups, sorted by ${column}`,
    sortedBy: 'sorted',
    group: 'group name',
    share: 'US market share',
    newYork: 'New York complaint rank',
    survey: (state: string) => `${state} sample premium`,
    shareCell: (rank: number, share: string) => `${share}% (number ${rank})`,
    ranks: (ranks: string, ranked: number, year: number) => `${ranks} of ${ranked} (${year})`,
    positions: (best: number, worst: number, companies: string) =>
      best === worst ? `${ordinal(best)} of ${companies}` : `${ordinal(best)} to ${ordinal(worst)} of ${companies}`,
    noRecord: 'None',
    notInSurvey: 'Not in it',
    noCompanies: 'No sourced company',
    notes:
      'New York complaint rank: DFS’s rank of each of the group’s companies in the latest filing year, lower meaning fewer upheld complaints per $1 million of premiums. Sample premium: the positions of the group’s cheapest company for the survey’s base driver, across the places of the survey, 1st being the lowest premium. Groups without a figure in a column come last, in market share order.',
    sortBy: (column: string) => `Sort by ${column}`,
  },
};

export type InsurerMessages = typeof INSURERS_EN;
