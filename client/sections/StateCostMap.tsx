import { usdCents } from '../../shared/money.js';
import type { PriceContent } from '../../shared/price-schema.js';
import { LANG_TAGS, statePath } from '../../shared/routes.js';
import { stateNameIn } from '../../shared/us-states.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';

/**
 * The United States coloured by NAIC's average expenditure, as SVG made at build time
 * (scripts/build/state-map.ts): each state a link named with its figure, colours by class (no
 * style attribute), a legend of each colour's lowest and highest figure. No script: the table
 * beside it carries the same figures for screen readers and browsers without CSS.
 */
export function StateCostMap({ prices }: { prices: PriceContent }) {
  const { map, naic } = prices;
  const { lang } = usePage();
  const words = useMessages().state.map;
  const money = (value: number) => usdCents(value, LANG_TAGS[lang]);
  const figures = new Map(naic.states.map((state) => [state.code, state]));
  return (
    <figure className="us-map" aria-labelledby="us-map-caption">
      <svg className="us-map__svg" viewBox={`0 0 ${map.width} ${map.height}`} role="group" aria-labelledby="us-map-caption">
        {map.shapes.map((shape) => (
          <a
            key={shape.code}
            href={statePath(shape.code, lang)}
            aria-label={`${stateNameIn(shape.code, lang)}: ${money(figures.get(shape.code)!.averageExpenditure)}`}
          >
            <path className={`us-map__state us-map__state--${shape.bin}`} d={shape.d} />
          </a>
        ))}
      </svg>
      <figcaption className="us-map__caption">
        <span id="us-map-caption">{words.caption(naic.dataYear)}</span>
        <ul className="us-map__legend">
          {map.bins.map((bin) => (
            <li key={bin.bin}>
              <span className={`us-map__swatch us-map__state--${bin.bin}`} aria-hidden="true" />
              {words.range(money(bin.low), money(bin.high))}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
