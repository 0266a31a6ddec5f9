import { readFile } from 'node:fs/promises';
import type { BuiltContent, BuiltSite } from '../shared/content-schema.js';
import { OPERATOR_TOKEN, type ContentToken } from '../shared/content-tokens.js';
import { MESSAGES } from '../shared/messages/index.js';
import { LANGS, installDataPages, privacyRightsLink, type Lang } from '../shared/routes.js';
import { escapeHtml } from '../shared/html.js';
import type { Config } from './config.js';

/**
 * The built content (dist/content.json), both languages, with the operator's details filled in
 * once, at start-up, from content/operator.yaml and the configuration: the third of the tokens'
 * phases (shared/content-tokens.ts; the build has filled the first two and checked these names).
 */
export async function loadContent(file: string, config: Config): Promise<BuiltSite> {
  const built = JSON.parse(await readFile(file, 'utf8')) as BuiltSite;
  // The pages the build found in the data join the route table before anything reads it to serve.
  installDataPages(built.en.dataPages);
  return Object.fromEntries(LANGS.map((lang) => [lang, fillContentTokens(built[lang], config, lang)])) as BuiltSite;
}

export function fillContentTokens(built: BuiltContent, config: Config, lang: Lang = 'en'): BuiltContent {
  const values: Record<ContentToken, string> = {
    siteName: config.siteName,
    operatorName: built.operator.name,
    operatorAddress: built.operator.address,
    contactEmail: built.operator.email,
    privacyRightsUrl: privacyRightsLink(config.privacyRightsUrl, config.siteUrl, lang),
    paymentSentence: MESSAGES[lang].paymentSentence(config.siteName),
    licensingStatement: MESSAGES[lang].licensingStatement(config.siteName),
  };
  const fill = (html: string) =>
    html.replace(OPERATOR_TOKEN, (whole, name: string) => (Object.hasOwn(values, name) ? escapeHtml(values[name as ContentToken]) : whole));
  const pages = Object.fromEntries(Object.entries(built.pages).map(([path, page]) => [path, { ...page, html: fill(page.html) }]));
  return { ...built, pages };
}
