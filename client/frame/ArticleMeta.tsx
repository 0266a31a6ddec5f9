import { DATA_SOURCES_PATH, localPath } from '../../shared/routes.js';
import { usePage } from '../page-context.js';
import { useMessages } from './use-messages.js';

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
  const { lang } = usePage();
  return (
    <a className="article__standards" href={localPath(lang, '/editorial-standards')}>
      {useMessages().reading.editorialStandards}
    </a>
  );
}

export function DataSourcesLink() {
  const { lang } = usePage();
  return (
    <a className="article__standards" href={localPath(lang, DATA_SOURCES_PATH)}>
      {useMessages().reading.dataSources}
    </a>
  );
}
