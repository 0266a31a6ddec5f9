/**
 * The English words of an insurer page's New York complaint record (client/sections/ComplaintRecord.tsx)
 * and of its entry on the data sources page (ComplaintSource.tsx). Figures arrive formatted.
 */
export const RECORDS_EN = {
  complaints: {
    heading: "Complaints to New York's regulator",
    intro:
      "New York's Department of Financial Services (DFS) ranks the companies that sell car insurance in New York by their upheld complaints: complaints made to DFS in which it agreed with the customer that the insurer had decided wrongly, per $1 million of the company's New York premiums. Lower is better. DFS ranks legal companies, not brands.",
    credit: (years: string) =>
      `Source: New York State Department of Financial Services, Automobile Insurance Company Complaint Rankings, ${years}, via data.ny.gov.`,
    filingYears: (first: number, last: number) => `filing years ${first}–${last}`,
    filingYear: (year: number) => `filing year ${year}`,
    rankingPage: "DFS's ranking page",
    howItRanks:
      " says how it ranks. Other states count complaints their own way, so we do not combine their figures with New York's. Texas publishes a complaint index too; its terms allow only non-commercial copying, so we link it instead: ",
    texasIndexes: 'Texas Department of Insurance complaint indexes',
    caption: (brand: string, year: number, ranked: number) => `${brand}'s companies in DFS's ranking for filing year ${year}, ${ranked} companies ranked`,
    company: 'Company',
    naicCode: 'NAIC code',
    upheld: 'Upheld complaints',
    premiums: 'New York premiums',
    perMillion: 'Upheld per $1 million',
    rank: 'Rank',
    rankOf: (rank: number, ranked: number) => `${rank} of ${ranked}`,
    millions: (amount: string) => `$${amount} million`,
    /** Beside a rank or ratio that two complaints could move across the year's all-company ratio; explained by nearAverage. */
    nearAverageMark: '†',
    nearAverage: (ratios: string) =>
      `† Near the average: DFS warns that one or two more upheld complaints a year can move a small company's ratio a lot. We mark a rank or a ratio when two upheld complaints more or fewer would have put the company's ratio on the other side of the ratio of all ranked companies together (${ratios}): whether the company did better or worse than average then rests on a couple of complaints. Ranks are DFS's, as published.`,
    yearRatio: (ratio: string, year: number) => `${ratio} in ${year}`,
    /** Beside a ratio computed from DFS's counts because DFS rounded that year's ratios; explained by computed. */
    computedMark: '*',
    computed: (year: number, decimals: number, shown: number) =>
      `* Computed from DFS's counts: DFS's file gives filing year ${year}'s ratios rounded to ${decimals} decimals, so we show upheld complaints ÷ New York premiums, to ${shown} decimals.`,
    earlier: (year: number) => `Ranked in earlier years, not in ${year}: `,
    earlierCompany: (company: string, naic: string, year: number) => `${company} (NAIC ${naic}, last ranked in ${year})`,
    trendCaption: (first: number, last: number) => `Upheld complaints per $1 million of New York premiums, filing years ${first} to ${last}`,
    notRanked: 'Not ranked',
    ratiosNotRanks: 'Ratios, not ranks, over the years: DFS ranks a different number of companies each year, so ranks of different years do not compare.',
  },
  source: {
    heading: 'New York complaint rankings',
    publisher: (first: number, last: number) =>
      `Publisher: New York State Department of Financial Services (DFS), Automobile Insurance Company Complaint Rankings, filing years ${first} to ${last}, published on New York’s open-data portal, data.ny.gov (`,
    eachRow: '). Each row is a legal company: upheld complaints to DFS per $1 million of its New York premiums, and its rank that year.',
    shownOn: 'Shown on the page of each insurance group in our ',
    indexLink: 'index of insurers',
    grouping:
      '. Which legal companies are a group’s comes from our map of insurance groups, company by company from the documents that place each one, never from their names. Where DFS’s warning about small numbers applies, a page marks DFS’s rank and says why. Where DFS’s file rounds a year’s ratios, a page computes them from DFS’s counts and says so.',
    copy: 'Our copy: an export of the dataset kept in the public repository YasinSyed-2099/Automobile-Insurance-Complaints-Rankings, copied byte for byte. We have not re-checked it against DFS’s own pages.',
    credit: (credit: string) =>
      `How we credit it: “${credit}” beside the figures, naming each legal company and its NAIC code. We never combine it with another state’s figures.`,
    texas: 'Texas’s ',
    texasIndexes: 'complaint indexes',
    texasWhy: ' allow only non-commercial copying, so we link them and show none of their figures.',
  },
};

export type RecordMessages = typeof RECORDS_EN;
