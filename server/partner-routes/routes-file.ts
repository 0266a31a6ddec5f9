import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { unservedStates, type PartnerRoute, type PartnerRoutes } from '../../shared/partner-routes.js';
import { US_STATES, isStateCode, type StateCode } from '../../shared/us-states.js';
import type { PartnerConfig } from '../../shared/partner-link.js';
import { ConfigError } from '../config.js';

/**
 * The operator's routes file (PARTNER_ROUTES): YAML, read at start and on every reload,
 * checked whole with zod. Any problem is one line naming PARTNER_ROUTES, the file and the
 * first problem, so a bad file stops the start, or is refused by a reload, in a way an
 * operator reads at a glance (docs/operations.md, Partner routes).
 */

const text = (what: string) =>
  z.string({ error: `must be text: quote it, such as "11" (${what})` }).regex(/^[\w-]{1,64}$/, `must be 1 to 64 letters, digits, _ or - (${what})`);

const httpsLink = z
  .string({ error: 'must be an https URL' })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:' && new URL(value).hostname !== '', {
    message: 'must be an https URL such as https://partner.example/aff_c',
    abort: true,
  })
  .refine((value) => {
    const url = new URL(value);
    return !url.search && !url.hash && !url.username && !url.password;
  }, 'must have no query, fragment or credentials: the hand-off adds the query');

const stateCode = z.string({ error: 'must be a state code such as CA' }).refine(isStateCode, {
  error: (issue) => `${JSON.stringify(issue.input)} is not a code of the 50 states and DC`,
});

const partner = z.strictObject({
  id: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9-]{1,32}$/, 'must be 1 to 32 letters, digits or dashes'),
  link: httpsLink,
  /** Its Spanish funnel, if it has one (Spanish pages hand off to it). */
  spanishLink: httpsLink.optional(),
  offerId: text('offer_id'),
  affiliateId: text('aff_id'),
  states: z.array(stateCode).min(1, 'must name at least one state; leave it out for a partner that takes any state').optional(),
  weight: z.number({ error: 'must be a number' }).positive('must be more than 0').max(1_000_000, 'must be at most 1000000').default(1),
  paused: z.boolean({ error: 'must be true or false' }).default(false),
});

const routesFile = z
  .strictObject(
    { partners: z.array(partner, { error: 'must be a list of partners' }).min(1, 'must list at least one partner') },
    { error: 'must be a mapping with a list of partners under "partners:"' },
  )
  .superRefine(({ partners }, context) => {
    const seen = new Set<string>();
    partners.forEach(({ id }, index) => {
      if (seen.has(id)) context.addIssue({ code: 'custom', path: ['partners', index, 'id'], message: `${JSON.stringify(id)} is used by another partner` });
      seen.add(id);
    });
  });

/** Where an issue is, as an operator reads it: partners[1].states[0]. */
function where(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`)).join('');
}

/** The routes a file's text gives, or a ConfigError of one line. `file` is only for the message. */
export function parseRoutesFile(source: string, file: string, optOut: PartnerConfig['optOut']): PartnerRoutes {
  const fail = (problem: string) => new ConfigError(`Invalid configuration: PARTNER_ROUTES: ${file}: ${problem.replace(/\s+/g, ' ').trim()}`);
  const lines = new LineCounter();
  const document = parseDocument(source, { prettyErrors: false, uniqueKeys: true, lineCounter: lines });
  const yamlError = document.errors[0];
  if (yamlError) throw fail(`not valid YAML at line ${lines.linePos(yamlError.pos[0]).line}: ${yamlError.message}`);
  const result = routesFile.safeParse(document.toJS());
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw fail(issue.path.length > 0 ? `${where(issue.path)} ${issue.message}` : issue.message);
  }
  const partners: PartnerRoute[] = result.data.partners.map(({ states, ...rest }) =>
    states ? { ...rest, states: [...new Set(states)].filter((state): state is StateCode => isStateCode(state)) } : rest,
  );
  const routes: PartnerRoutes = { partners, optOut };
  if (unservedStates(routes).length === Object.keys(US_STATES).length) throw fail('no partner can serve any state: every partner is paused');
  return routes;
}

/** The routes a file gives, and the version of the file they came from. */
export interface VersionedRoutes {
  routes: PartnerRoutes;
  /** The first 12 hex digits of the file's SHA-256, as `sha256sum` prints them: which file is in use (decision 056). */
  version: string;
}

/** Reads and checks the routes file; an unreadable file is a ConfigError too. */
export async function readRoutesFile(file: string, optOut: PartnerConfig['optOut']): Promise<VersionedRoutes> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(`Invalid configuration: PARTNER_ROUTES: ${file}: cannot be read (${code ?? 'unknown error'})`);
  }
  return { routes: parseRoutesFile(bytes.toString('utf8'), file, optOut), version: createHash('sha256').update(bytes).digest('hex').slice(0, 12) };
}
