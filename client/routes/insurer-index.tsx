import type { BuiltContent } from '../../shared/content-schema.js';
import type { InsurerContent, InsurerRecord } from '../../shared/insurer-record.js';
import { bestSurveyPosition, insurerSorts, sortInsurers, type InsurerColumn, type InsurerSort } from '../../shared/insurer-sort.js';
import { MESSAGES, type Messages } from '../../shared/messages/index.js';
import { insurerIndexPath } from '../../shared/page-kinds.js';
import { LANG_TAGS, insurerPath, localPath, type Lang, type SiteRoute } from '../../shared/routes.js';
import { stateNameIn, type StateCode } from '../../shared/us-states.js';
import { MetaSeparator } from '../frame/ArticleMeta.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage, type LoadContext } from '../page-context.js';
import { usePageData, type PageModule } from './page-module.js';
import { breadcrumbList } from './structured-data.js';

/**
 * The index of insurers (decision 077): one table of every group of the map with its market
 * share, its companies' New York complaint ranks and its positions in each survey. Each column's
 * heading is a plain link to the page sorted by it, so sorting works without JavaScript and each
 * order is a page of its own, cached like any other. The sentence comparing the groups is
 * counted at build time (scripts/build/insurer-records.ts).
 */

interface IndexData {
  route: SiteRoute;
  insurers: InsurerContent;
  sorts: InsurerSort[];
  current: InsurerSort;
}

/** The survey states, in the order the build found the sort pages in. */
const surveyCodes = (insurers: InsurerContent): StateCode[] => [...new Set(insurers.records[0]!.surveys.map((survey) => survey.code))].sort();

function indexOf(page: LoadContext, content: BuiltContent): IndexData {
  const { route } = page;
  if (!route) throw new Error(`No route for ${page.path}`);
  const sorts = insurerSorts(surveyCodes(content.insurers));
  const current = sorts.find((sort) => (sort.key ? sort.key[route.lang] === route.slug : route.slug === ''));
  if (!current) throw new Error(`No sort order for ${route.path}`);
  return { route, insurers: content.insurers, sorts, current };
}

function columnName(column: InsurerColumn, messages: Messages, lang: Lang): string {
  const words = messages.insurers.index;
  switch (column.by) {
    case 'share':
      return words.share;
    case 'name':
      return words.group;
    case 'new-york':
      return words.newYork;
    case 'survey':
      return words.survey(stateNameIn(column.code, lang));
  }
}

const titleOf = (current: InsurerSort, messages: Messages, lang: Lang) =>
  current.key ? messages.insurers.index.sortedTitle(columnName(current.column, messages, lang)) : messages.insurers.index.title;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const insurerIndexPage: PageModule<IndexData> = {
  status: 200,
  entry: 'site',
  load: indexOf,
  head({ route, current }, page) {
    const messages = MESSAGES[page.lang];
    const title = titleOf(current, messages, page.lang);
    return {
      title: `${title} | ${page.siteName}`,
      description: current.key
        ? messages.insurers.index.sortedDescription(columnName(current.column, messages, page.lang))
        : messages.insurers.index.description,
      canonical: `${page.siteUrl}${route.path}`,
      ogType: 'website',
      structuredData: [
        breadcrumbList(page, [
          { name: messages.breadcrumbs.home, path: localPath(page.lang, '/') },
          { name: title, path: route.path },
        ]),
      ],
    };
  },
  lastModified: (_route, content) => content.insurers.compiled,
  Component: InsurerIndex,
};

function InsurerIndex() {
  const { route, insurers, sorts, current } = usePageData(insurerIndexPage);
  const messages = useMessages();
  const { lang, siteName } = usePage();
  const words = messages.insurers.index;
  const { summary } = insurers;
  const title = titleOf(current, messages, lang);
  const rows = sortInsurers(insurers.records, current.column);
  // The group's name first, as each row's header; then the columns in the sort orders' order.
  const columns = [...sorts.filter((sort) => sort.column.by === 'name'), ...sorts.filter((sort) => sort.column.by !== 'name')];
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{title}</h1>
          <p className="article__meta">
            <span className="article__byline">{messages.insurers.page.byline(siteName)}</span>
            <MetaSeparator />
            <span>
              {messages.insurers.page.mapCompiled} <ReadableDate iso={insurers.compiled} />
            </span>
            <MetaSeparator />
            <a className="article__standards" href={localPath(lang, '/editorial-standards')}>
              {messages.reading.editorialStandards}
            </a>
          </p>
        </header>
        <div className="prose">
          <p>{words.intro}</p>
          <p>{words.summary(summary.groups, summary.rankedInNewYork, summary.latestFilingYear, summary.inSurveys, summary.unmapped)}</p>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="insurers-caption">
            <table className="data-table" data-sort={current.key?.en ?? 'share'}>
              <caption id="insurers-caption">{words.caption(columnName(current.column, messages, lang))}</caption>
              <thead>
                <tr>
                  {columns.map((sort) => {
                    const name = capitalised(columnName(sort.column, messages, lang));
                    return sort === current ? (
                      <th scope="col" key={name} aria-sort="ascending">
                        {name} <span className="visually-hidden">({words.sortedBy})</span>
                      </th>
                    ) : (
                      <th scope="col" key={name}>
                        <a href={insurerIndexPath(sort.key, lang)} aria-label={words.sortBy(columnName(sort.column, messages, lang))}>
                          {name}
                        </a>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((record) => (
                  <Row key={record.id} record={record} columns={columns} lang={lang} />
                ))}
              </tbody>
            </table>
          </div>
          <p>{words.notes}</p>
        </div>
      </article>
    </div>
  );
}

/** A share as printed ("18.87"), in the page's digits with the same decimals. */
function shareText(printed: string, lang: Lang): string {
  const decimals = printed.split('.')[1]?.length ?? 0;
  return Number(printed.replaceAll(',', '')).toLocaleString(LANG_TAGS[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

function Row({ record, columns, lang }: { record: InsurerRecord; columns: InsurerSort[]; lang: Lang }) {
  const words = useMessages().insurers.index;
  const mapped = record.companies.length > 0;
  const cell = (column: InsurerColumn) => {
    switch (column.by) {
      case 'name':
        return (
          <th scope="row" key="name">
            <a href={insurerPath(record.id, lang)}>{record.name}</a>
          </th>
        );
      case 'share':
        return <td key="share">{words.shareCell(record.shareRank, shareText(record.marketShare, lang))}</td>;
      case 'new-york': {
        const lines = record.newYork?.lines ?? [];
        return (
          <td key="new-york" data-ranks={lines.map((line) => line.rank).join(' ')}>
            {!mapped
              ? words.noCompanies
              : lines.length === 0
                ? words.noRecord
                : words.ranks(lines.map((line) => line.rank).join(', '), lines[0]!.ranked, lines[0]!.year)}
          </td>
        );
      }
      case 'survey': {
        const places = record.surveys.filter((survey) => survey.code === column.code).flatMap((survey) => survey.places);
        const present = places.flatMap((place) => (place.cheapest ? [{ position: place.cheapest.position, companies: place.companies }] : []));
        const best = bestSurveyPosition(record, column.code);
        if (!mapped) return <td key={column.code}>{words.noCompanies}</td>;
        if (best === undefined) return <td key={column.code}>{words.notInSurvey}</td>;
        const worst = Math.max(...present.map((place) => place.position));
        const [fewest, most] = [Math.min(...present.map((place) => place.companies)), Math.max(...present.map((place) => place.companies))];
        return (
          <td key={column.code} data-positions={present.map((place) => `${place.position}/${place.companies}`).join(' ')}>
            {words.positions(best, worst, fewest === most ? String(fewest) : `${fewest}–${most}`)}
          </td>
        );
      }
    }
  };
  return <tr data-group={record.id}>{columns.map((sort) => cell(sort.column))}</tr>;
}
