import { stateNameIn } from '../../shared/us-states.js';
import { useMessages } from '../frame/use-messages.js';
import { brandSlug } from '../../shared/brands.js';
import { AdvertiserDisclosureNote } from '../frame/AdvertiserDisclosureNote.js';
import { DATA_SOURCES_PATH, INSURER_INDEX_PATH, LANG_TAGS, localPath, statePath } from '../../shared/routes.js';
import { Owl } from '../frame/Owl.js';
import { QuoteCtaBox, ctaWords, type CtaWords } from '../frame/QuoteCtaBox.js';
import { inlineZipFormProps, zipFormProps } from '../frame/zip-form-props.js';
import { Island } from '../islands/Island.js';
import { staticProps } from '../../shared/hydration.js';
import { usePage } from '../page-context.js';
import { newestReview, usePageData, type PageModule } from './page-module.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import { organization } from './structured-data.js';

/** The landing page, sections in the spec's order. */
/** The home page's words, with the NAIC page its average cites and the call-to-action box's words. */
type HomeData = BuiltContent['home'] & { naicUrl: string; cta: CtaWords };

export const homePage: PageModule<HomeData> = {
  status: 200,
  entry: 'home',
  load: (_page, content) => ({ ...content.home, naicUrl: content.prices.naic.url, cta: ctaWords(content) }),
  head(home, page) {
    const words = home.page.hero;
    return {
      title: `${words.headline.replace('{state}', stateNameIn(page.region, page.lang))} | ${page.siteName}`,
      description: words.subheadline,
      canonical: `${page.siteUrl}/`,
      ogType: 'website',
      structuredData: [
        { '@context': 'https://schema.org', ...organization(page), '@type': 'Organization' },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: page.siteName,
          url: `${page.siteUrl}${localPath(page.lang, '/')}`,
          inLanguage: LANG_TAGS[page.lang],
        },
      ],
    };
  },
  lastModified: (_route, content) => newestReview(content),
  Component: HomePage,
};

function HomePage() {
  const page = usePage();
  const home = usePageData(homePage);
  const words = home.page;
  const messages = useMessages();
  const stateName = stateNameIn(page.region, page.lang);
  const { topics, brands, samples } = staticProps(home);
  const [before, after] = words.hero.headline.split('{state}') as [string, string];
  const initialTopic = topics.some((topic) => topic.id === page.selectedTopic) ? page.selectedTopic! : topics[0]!.id;
  const initialBrand = brands.some((brand) => brandSlug(brand.name) === page.selectedBrand) ? page.selectedBrand : undefined;

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__copy">
            {page.headline && <p className="hero__landing-line">{page.headline}</p>}
            <p className="hero__eyebrow">{words.hero.eyebrow}</p>
            <h1 className="hero__title" id="hero-title">
              {before}
              <span className="hero__state">{stateName}</span>
              {after}
            </h1>
            <p className="hero__lead">{words.hero.subheadline}</p>
            <Island name="ZipForm" props={zipFormProps(page, 'hero', { tone: 'light' })} />
            <ul className="hero__trust">
              {words.hero.trustPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <p className="hero__evidence">
              {words.hero.savings.text} <a href={`${localPath(page.lang, DATA_SOURCES_PATH)}#savings`}>{words.hero.savings.link}</a>
            </p>
            <p className="hero__state-link">
              <a href={statePath(page.region, page.lang)}>{messages.home.stateLink(messages.inSentence(page.region, stateName))}</a>
            </p>
          </div>
          <Owl size={220} className="hero__owl" />
        </div>
      </section>

      <section className="carriers" aria-label={words.carrierStrip.label}>
        <p className="carriers__label">{words.carrierStrip.label}</p>
        <ul className="carriers__list">
          {home.carriers.map((carrier) => (
            <li key={carrier} className="carriers__name">
              {carrier}
            </li>
          ))}
        </ul>
        <AdvertiserDisclosureNote label={words.advertiserDisclosure.label} className="carriers__note" />
      </section>

      <section className="section steps" aria-labelledby="steps-title">
        <div className="section__inner steps__inner">
          <Owl size={132} className="steps__owl" />
          <div>
            <h2 className="section__title" id="steps-title">
              {words.steps.title}
            </h2>
            <ol className="steps__list">
              {words.steps.items.map((step, index) => (
                <li key={step.title} className="steps__item">
                  <span className="steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className="steps__title">{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="samples-title">
        <div className="section__inner samples">
          <div className="samples__copy">
            <h2 className="section__title" id="samples-title">
              {words.sampleQuotes.title}
            </h2>
            <p>{words.sampleQuotes.intro}</p>
            <p className="samples__disclaimer">{words.sampleQuotes.disclaimer}</p>
          </div>
          <Island name="QuoteTicker" props={{ samples }} staticProps={['samples']} />
        </div>
      </section>

      <section className="section zip-band" aria-labelledby="second-zip-title">
        <div className="section__inner zip-band__inner">
          <div>
            <h2 className="section__title" id="second-zip-title">
              {words.secondZip.title}
            </h2>
            <p>{words.secondZip.text}</p>
          </div>
          <Island name="ZipForm" props={zipFormProps(page, 'second', { tone: 'dark' })} />
        </div>
      </section>

      <section className="section" aria-labelledby="compare-title">
        <div className="section__inner compare">
          <div>
            <h2 className="section__title" id="compare-title">
              {words.compare.title}
            </h2>
            <p>{words.compare.text}</p>
            <ul className="check-list">
              {words.compare.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <div className="compare__box">
            <p className="compare__box-label" id="inline-zip-label">
              {words.compare.inlineLabel}
            </p>
            <Island name="ZipForm" props={inlineZipFormProps(page, 'inline')} />
            <p className="stat">
              <span className="stat__figure">{words.averageSpend.figure}</span>
              <span className="stat__label">{words.averageSpend.label}</span>
              <span className="stat__source">
                {messages.home.source}{' '}
                <a href={home.naicUrl} rel="noopener noreferrer">
                  {words.averageSpend.source}
                </a>
              </span>
            </p>
          </div>
        </div>
      </section>

      <section className="section section--tint" id="topics" aria-labelledby="topics-title">
        <div className="section__inner">
          <h2 className="section__title" id="topics-title">
            {words.topics.title}
          </h2>
          <p className="section__intro">{words.topics.intro}</p>
          <Island
            name="TopicsGuide"
            props={{ topics, initialId: initialTopic, headline: page.headline, subId: page.subId, homePath: localPath(page.lang, '/') }}
            staticProps={['topics']}
          />
        </div>
      </section>

      <section className="section" id="brands" aria-labelledby="brands-title">
        <div className="section__inner">
          <h2 className="section__title" id="brands-title">
            {words.brands.title}
          </h2>
          <p className="section__intro">{words.brands.intro}</p>
          <AdvertiserDisclosureNote label={words.advertiserDisclosure.label} className="brands__note" />
          <Island
            name="BrandDirectory"
            props={{
              brands,
              initialSlug: initialBrand,
              headline: page.headline,
              subId: page.subId,
              homePath: localPath(page.lang, '/'),
              insurersPath: localPath(page.lang, INSURER_INDEX_PATH),
            }}
            staticProps={['brands']}
          />
        </div>
      </section>

      <div className="section">
        <div className="section__inner">
          <QuoteCtaBox formId="cta" words={home.cta} />
        </div>
      </div>
    </>
  );
}
