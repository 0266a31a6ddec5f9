/**
 * What each reading page must contain, by `##` heading and by figure. The editorial stage of the
 * content build reads this (scripts/build/editorial/page-rules.ts); editors can see here what a
 * page is promised to cover.
 */

export const REVIEW_SECTIONS = ['Overview', 'Key Features', 'Pros and Cons', 'Coverage Options', 'Who Should Consider', 'Final Verdict'];

/** Every guide and review ends with this section: the official or primary sources the page relies on, as links. */
export const SOURCES_SECTION = 'Sources';

/** The fewest external https links a Sources section may list (editors aim for 3–6). */
export const MIN_SOURCE_LINKS = 2;

/** The last `##` sections of every guide, in this order. */
export const GUIDE_ENDINGS = ['Frequently Asked Questions', 'The Bottom Line', SOURCES_SECTION];

/** The last `##` sections of every review, after REVIEW_SECTIONS. */
export const REVIEW_ENDINGS = [SOURCES_SECTION];

export const GUIDE_SECTIONS: Record<string, string[]> = {
  'how-to-lower-car-insurance': [],
  'understanding-coverage-types': [
    'Liability Coverage',
    'Collision Coverage',
    'Comprehensive Coverage',
    'Uninsured and Underinsured Motorist Coverage',
    'Personal Injury Protection and Medical Payments',
    'Optional Coverages',
  ],
  'sr22-insurance-guide': ['What Is an SR-22?', 'Who Needs an SR-22?', 'How to Get an SR-22', 'How Much Does an SR-22 Cost?', 'How Long You Need an SR-22'],
  'first-time-driver-insurance': [
    'Getting Your First Policy',
    "Joining a Parent's Policy or Buying Your Own",
    'Discounts for New Drivers',
    'Choosing Coverage',
  ],
  'comparing-insurance-quotes': ['Before You Compare', 'Compare the Same Coverage', 'Look Beyond the Price', 'Where to Get Quotes'],
  'down-payment-insurance': [
    'What Is a Down Payment on Car Insurance?',
    'How Insurers Set the Down Payment',
    'Paying in Full Versus Monthly',
    'How to Lower Your Down Payment',
  ],
  'short-term-insurance': [
    'What Short-Term Car Insurance Costs',
    'Alternatives to Short-Term Policies',
    'How to Get Temporary Coverage',
    'Limitations to Know',
  ],
  'cheap-affordable-insurance': [
    'Strategies to Lower Your Premium',
    'Discounts to Ask About',
    // Not "Cheapest Insurers by Driver Category": we have no price data that names a cheapest insurer, so the heading says what the table does.
    'Which Insurers to Compare by Driver Category',
    'State Minimum Versus Full Coverage',
    'Warning Signs of Insurance That Is Too Cheap',
    'How to Compare Quotes',
  ],
  'sr22-requirements': [
    'Who Needs an SR-22',
    'How Long You Need It',
    'The Filing Process',
    'What It Costs',
    'Insurers That File SR-22s',
    'The FR-44 Variant',
    'Mistakes to Avoid',
    'After the Period Ends',
  ],
  'gap-classic-insurance': ['Gap Insurance', 'Classic Car Insurance', 'Antique Car Insurance'],
  'non-owner-insurance': ['What Non-Owner Insurance Covers', 'Who Needs Non-Owner Insurance', 'What It Does Not Cover', 'How to Buy a Non-Owner Policy'],
  'no-deposit-insurance': ['What No-Deposit Insurance Really Means', 'Installment Fees', 'Who Qualifies', 'How to Find Low-Deposit Offers'],
  'liability-insurance': [
    'What Liability Insurance Covers',
    'PLPD Insurance',
    'Fault Versus No-Fault States',
    'Understanding Limits Like 25/50/25',
    'State Minimums',
    'Recommended Liability Levels',
    'Umbrella Policies',
  ],
  'high-risk-drivers': [
    'What Makes a Driver High-Risk',
    'Finding Coverage With a Bad Record',
    'Collision Coverage for High-Risk Drivers',
    'How to Lower Your Rates Over Time',
  ],
  'dui-insurance': [
    'How a DUI or DWI Affects Your Insurance',
    'SR-22 and FR-44 Filings After a DUI',
    'Finding Coverage After a DUI',
    'Lowering Your Rates After a DUI',
  ],
  'insurance-without-license': [
    'Can You Get Car Insurance Without a License?',
    'Why You Might Need It',
    'Excluding Yourself and Listing a Driver',
    'How to Get a Policy',
  ],
};

export const LEGAL_SECTIONS: Record<string, string[]> = {
  privacy: [
    'Introduction',
    'Information You Provide Voluntarily',
    'Information We Collect Automatically',
    'How We Use Information',
    'How We Share Information',
    'Consent to Text and Phone Marketing',
    'Third-Party Links and Tools',
    'Your Choices and Opt-Out',
    'Digital Advertising and Analytics',
    'State Privacy Rights',
    'Changes to This Policy',
    'Contact Us',
  ],
  terms: [
    'Acceptance of These Terms',
    'Eligibility',
    'Third-Party Offerings',
    'Acceptance Policy',
    'Service Providers',
    'Consumer Report and Credit Check Consent',
    'Access and Use',
    'Payment',
    'Email, Phone and SMS Communications',
    'Financial Decisions',
    'Third-Party Content',
    'Intellectual Property',
    'Copyright Infringement Notice',
    'Disclaimers',
    'Limitation of Liability',
    'Mandatory Arbitration and Class Action Waiver',
    'Electronic Communications and Signatures',
    'Governing Law',
    'Miscellaneous',
    'Contact Us',
  ],
  'advertiser-disclosure': ['How We Are Paid', 'How Compensation Affects What You See', 'What We Do Not Include', 'Our Commitment to You'],
  'editorial-standards': [
    'How We Research and Write',
    'How We Check and Update Our Content',
    'How We Make Money',
    'Independence of Our Reviews',
    'Who Writes Our Content',
    'How to Report an Error',
  ],
};

export const PRIVACY_SUBSECTIONS = [
  'Categories of Information Collected',
  'Sources of Information',
  'Purposes of Use',
  'Recipients of Information',
  'Sale or Sharing to Third Parties',
  'Your Rights',
  'How to Exercise Your Rights',
  'Identity Verification',
  'Authorized Agents',
  'Minors Under 18',
];

/** Figures each page must keep, page by page, because they are what a reader comes to it for (text as it appears, en dashes included). */
export const REQUIRED_FIGURES: Record<string, (string | RegExp)[]> = {
  '/articles/liability-insurance': [
    '25/50/25',
    '15/30/5',
    '30/60/25',
    '10/20/10',
    '25/50/10',
    '25/50/20',
    '50/100/10',
    '50/100/50',
    '100/300/100',
    '250/500/100',
    /\$1.{1,3}\$5 million/,
    /\$150.{1,3}\$300/,
  ],
  '/articles/sr22-requirements': ['100,000/300,000', /\d or \d years/, 'FR-44'],
  '/articles/sr22-insurance-guide': [/\d or \d years/],
  '/articles/gap-classic-insurance': ['$20–$40', /10.{1,3}24/, /25/],
  '/articles/no-deposit-insurance': ['$3–$10', '600'],
  '/privacy': ['12 months', 'first and last name', /ZIP code/i, /written permission/i, 'STOP', 'OPT-OUT', 'UNSUBSCRIBE', /under 18/i],
  '/terms': [
    '18',
    'New York',
    /single arbitrator/i,
    /30 days/,
    'SUBMIT',
    'I AGREE',
    'I ACCEPT',
    'GET QUOTES',
    'New Jersey',
    /class action/i,
    'UNSUBSCRIBE',
    'STOP',
    'OPT-OUT',
    /non-commercial/i,
    /true, current and complete/i,
  ],
  '/advertiser-disclosure': [/compensation/i, /order/i, /not (?:include |list )?(?:every|all) /i],
  '/editorial-standards': [/state insurance departments/i, 'DMVs', 'NAIC', 'Insurance Information Institute', /editorial team/, /referral fees/, /we aim to/i],
};

export const MIN_WORDS = { guide: 900, review: 600, legal: 350 } as const;

/** Template words left in a page, by language: «todo» is a Spanish word ("all"), not a note to an editor. */
export const LEFTOVER_WORDS = {
  en: /\b(TODO|FIXME|TBD|lorem|ipsum|XXX?)\b|\[insert|coming soon|\{\{|\}\}|placeholder/i,
  es: /\b(FIXME|TBD|lorem|ipsum|XXX?)\b|\[insert|coming soon|\{\{|\}\}|placeholder/i,
} as const;
