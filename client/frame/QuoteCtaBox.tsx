import { Island } from '../islands/Island.js';
import { usePage } from '../page-context.js';
import { useMessages } from './use-messages.js';
import { zipFormProps } from './zip-form-props.js';

/** The quote call-to-action box: home page, and top and bottom of every guide. */
export function QuoteCtaBox({ formId, headingLevel = 2 }: { formId: string; headingLevel?: 2 | 3 }) {
  const page = usePage();
  const words = useMessages().cta;
  const { cta } = page.content.home.page;
  const makes = page.content.home.carMakes;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside className="cta-box" aria-labelledby={`cta-title-${formId}`}>
      <Heading className="cta-box__title" id={`cta-title-${formId}`}>
        {cta.title}
      </Heading>
      <p className="cta-box__subtitle">
        {cta.subtitlePrefix} {makes.slice(0, -1).join(', ')} {words.and} {makes.at(-1)}.
      </p>
      <Island name="ZipForm" props={zipFormProps(page, formId, { tone: 'dark' })} />
    </aside>
  );
}
