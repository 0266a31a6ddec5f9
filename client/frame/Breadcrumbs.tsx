import { localPath } from '../../shared/routes.js';
import { usePage } from '../page-context.js';
import { useMessages } from './use-messages.js';

/** Home › … › this page, as the reading pages show it (the last step is the current page). */
export function Breadcrumbs({ trail }: { trail: readonly { label: string; href?: string }[] }) {
  const { lang } = usePage();
  const words = useMessages().breadcrumbs;
  return (
    <nav className="breadcrumbs" aria-label={words.label}>
      <ol>
        <li>
          <a href={localPath(lang, '/')}>{words.home}</a>
        </li>
        {trail.map((step, index) =>
          index === trail.length - 1 ? (
            <li key={step.label} aria-current="page">
              {step.label}
            </li>
          ) : (
            <li key={step.label}>{step.href ? <a href={step.href}>{step.label}</a> : step.label}</li>
          ),
        )}
      </ol>
    </nav>
  );
}
