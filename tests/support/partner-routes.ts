import { parseRoutesFile } from '../../server/partner-routes/routes-file.js';
import type { PartnerRoutes } from '../../shared/partner-routes.js';

/** One partner as the operator's routes file writes it (docs/operations.md, Partner routes); a field left undefined is left out. */
export interface PartnerEntry {
  id: string;
  link: string;
  offerId: string;
  affiliateId: string;
  spanishLink?: string;
  states?: readonly string[];
  weight?: number;
  paused?: boolean;
}

/**
 * A routes file of these partners, in the order given. Every value is written as JSON, which
 * YAML reads as it is, so no value needs quoting by hand.
 */
export function routesFile(partners: readonly PartnerEntry[]): string {
  const lines = ["# The operator's routes file (docs/operations.md, Partner routes)", 'partners:'];
  for (const partner of partners) {
    const fields = Object.entries(partner).filter(([, value]) => value !== undefined);
    fields.forEach(([name, value], index) => lines.push(`${index === 0 ? '  - ' : '    '}${name}: ${JSON.stringify(value)}`));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The done-when partners: CA, OR and WA to one partner, TX to another, everyone else to
 * a default; every link on its own origin under partner.example (the browser tier resolves
 * none of them).
 */
export const DONE_WHEN = {
  west: { id: 'west', link: 'https://west.partner.example/aff_c', offerId: '11', affiliateId: '22', states: ['CA', 'OR', 'WA'] },
  texas: { id: 'texas', link: 'https://texas.partner.example/aff_c', offerId: '33', affiliateId: '44', states: ['TX'] },
  everywhere: { id: 'everywhere', link: 'https://everywhere.partner.example/aff_c', offerId: '55', affiliateId: '66' },
} as const satisfies Record<string, PartnerEntry>;

/** The done-when routes file: west, texas, and everywhere as the default. */
export const DONE_WHEN_ROUTES = routesFile([DONE_WHEN.west, DONE_WHEN.texas, DONE_WHEN.everywhere]);

/** The partner each ZIP of the done-when scenario reaches, with the ids its link carries. */
export const DONE_WHEN_EXPECTED = {
  west: { origin: 'https://west.partner.example', offer_id: '11', aff_id: '22' },
  texas: { origin: 'https://texas.partner.example', offer_id: '33', aff_id: '44' },
  everywhere: { origin: 'https://everywhere.partner.example', offer_id: '55', aff_id: '66' },
} as const;

/** ZIPs by where they are: Los Angeles, Dallas, New York, Portland; San Juan (PR) and an APO (AE, Europe). */
export const ZIPS = { CA: '90012', TX: '75201', NY: '10001', OR: '97201', PR: '00901', APO: '09021' } as const;

export function routesFrom(yaml: string): PartnerRoutes {
  return parseRoutesFile(yaml, '/test/routes.yaml', ['aff_sub5', 'gpc']);
}
