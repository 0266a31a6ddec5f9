import { localPath } from '../../shared/routes.js';
import type { Messages } from '../../shared/messages/index.js';

/** The way out of the 404 and error pages, to the home page of their language. */
export function ReturnHomeLink({ messages }: { messages: Messages }) {
  const lang = messages.islands.lang;
  return (
    <p>
      <a className="button button--cta" href={localPath(lang, '/')}>
        {messages.notFound.returnHome}
      </a>
    </p>
  );
}
