import type { BuiltContent } from '../../shared/content-schema.js';
import type { FormId } from '../../shared/zip.js';
import { Island } from '../islands/Island.js';
import { usePage } from '../page-context.js';
import { useMessages } from './use-messages.js';
import { zipFormProps } from './zip-form-props.js';

/** The box's words, which a page's loader picks from the content (client/routes/page-module.ts). */
export interface CtaWords {
  title: string;
  subtitlePrefix: string;
  makes: readonly string[];
}

export function ctaWords(content: BuiltContent): CtaWords {
  const { cta } = content.home.page;
  return { title: cta.title, subtitlePrefix: cta.subtitlePrefix, makes: content.home.carMakes };
}

/** The quote call-to-action box: home page, and top and bottom of every guide. */
export function QuoteCtaBox({ formId, words, headingLevel = 2 }: { formId: FormId; words: CtaWords; headingLevel?: 2 | 3 }) {
  const page = usePage();
  const { makes } = words;
  const { and } = useMessages().cta;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside className="cta-box" aria-labelledby={`cta-title-${formId}`}>
      <Heading className="cta-box__title" id={`cta-title-${formId}`}>
        {words.title}
      </Heading>
      <p className="cta-box__subtitle">
        {words.subtitlePrefix} {makes.slice(0, -1).join(', ')} {and} {makes.at(-1)}.
      </p>
      <Island name="ZipForm" props={zipFormProps(page, formId, { tone: 'dark' })} />
    </aside>
  );
}
