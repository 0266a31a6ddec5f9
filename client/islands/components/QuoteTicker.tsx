import { useEffect, useRef } from 'react';
import { QUOTE_TICKER } from '../../../shared/constants.js';
import type { SampleQuote } from '../../../shared/content-schema.js';
import type { IslandMessages } from '../../../shared/messages/islands-en.js';
import { useIslandMessages } from '../island-messages.js';

/**
 * The sample quote list: three copies of the samples; one row every 2.5 s with a 0.7 s
 * slide. The server renders a still list (that is what no-JS visitors and reduced-motion
 * visitors see); the browser moves the track through the element's style, never through
 * markup, so the page carries no inline style attribute. It pauses off-screen and in
 * hidden tabs. Only the first copy is exposed to assistive technology.
 */
export function QuoteTicker({ samples }: { samples: SampleQuote[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track) return undefined;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let index = 0;
    let onScreen = true;
    let timer: number | undefined;

    const place = (animate: boolean) => {
      track.style.transition = animate ? `transform ${QUOTE_TICKER.slideMs}ms ease-in-out` : 'none';
      track.style.transform = `translateY(-${index * QUOTE_TICKER.rowPx}px)`;
    };
    const step = () => {
      index += 1;
      place(true);
    };
    // After sliding past the first copy, jump back to the identical first row unseen.
    const onTransitionEnd = () => {
      if (index >= samples.length) {
        index = 0;
        place(false);
      }
    };
    const sync = () => {
      const shouldRun = onScreen && !document.hidden && !reducedMotion.matches;
      if (shouldRun && timer === undefined) timer = window.setInterval(step, QUOTE_TICKER.stepMs);
      if (!shouldRun && timer !== undefined) {
        window.clearInterval(timer);
        timer = undefined;
      }
      if (reducedMotion.matches && index !== 0) {
        index = 0;
        place(false);
      }
    };
    const observer = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      sync();
    });
    observer.observe(viewport);
    track.addEventListener('transitionend', onTransitionEnd);
    document.addEventListener('visibilitychange', sync);
    reducedMotion.addEventListener('change', sync);
    sync();
    return () => {
      window.clearInterval(timer);
      observer.disconnect();
      track.removeEventListener('transitionend', onTransitionEnd);
      document.removeEventListener('visibilitychange', sync);
      reducedMotion.removeEventListener('change', sync);
    };
  }, [samples.length]);

  const copies = Array.from({ length: QUOTE_TICKER.copies }, (_, copy) => copy);
  const words = useIslandMessages().samples;
  return (
    <div className="ticker" ref={viewportRef}>
      <ul className="ticker__track" ref={trackRef} aria-label={words.list}>
        {copies.flatMap((copy) =>
          samples.map((sample, row) => (
            <li key={`${copy}-${row}`} className="ticker__row" aria-hidden={copy > 0 ? true : undefined}>
              <QuoteCard sample={sample} words={words} />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}

function QuoteCard({ sample, words }: { sample: SampleQuote; words: IslandMessages['samples'] }) {
  return (
    <div className="quote-card">
      <span className="quote-card__initial" aria-hidden="true">
        {sample.provider.charAt(0)}
      </span>
      <span className="quote-card__who">
        <span className="quote-card__provider">{sample.provider}</span>
        <span className="quote-card__car">{sample.carModel}</span>
      </span>
      <span className={`quote-card__coverage quote-card__coverage--${sample.coverage.toLowerCase().replace(/\s+/g, '-')}`}>
        {words.coverage[sample.coverage]}
      </span>
      <span className="quote-card__rate">
        <strong>${sample.monthlyRate}</strong>
        <span>{words.perMonth}</span>
      </span>
      {sample.ribbon && <span className="quote-card__ribbon">{sample.ribbon}</span>}
    </div>
  );
}
