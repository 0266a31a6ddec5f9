import { DATA_SOURCES_PATH } from '../../shared/routes.js';

/**
 * The pieces of a page header's meta line: the separator between its items, and the links to
 * how we work (the editorial standards) and where figures come from (the data sources).
 */

export function MetaSeparator() {
  return (
    <span className="article__sep" aria-hidden="true">
      {' '}
      ·{' '}
    </span>
  );
}

export function EditorialStandardsLink() {
  return (
    <a className="article__standards" href="/editorial-standards">
      Editorial standards
    </a>
  );
}

export function DataSourcesLink() {
  return (
    <a className="article__standards" href={DATA_SOURCES_PATH}>
      Data sources
    </a>
  );
}
