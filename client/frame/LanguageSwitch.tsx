import { localPath, twinOf } from '../../shared/routes.js';
import { usePage } from '../page-context.js';
import { useMessages } from './use-messages.js';

/**
 * "English" / "Español": a plain link to the same page in the other language (its twin in the
 * route table), so it works without JavaScript. A page without a twin (404, error) links the
 * other language's home. Never chosen for the visitor: no redirect by Accept-Language or region.
 */
export function LanguageSwitch() {
  const { route, lang } = usePage();
  const words = useMessages().languageSwitch;
  const other = lang === 'en' ? 'es' : 'en';
  const href = route ? twinOf(route).path : localPath(other, '/');
  return (
    <p className="language-switch">
      <span className="visually-hidden">{`${words.label}: `}</span>
      <a className="language-switch__link" href={href} hrefLang={words.otherLang} lang={words.otherLang} data-language-switch="">
        {words.other}
      </a>
    </p>
  );
}
