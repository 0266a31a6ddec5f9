import { usdCents } from '../../shared/money.js';
import type { PriceContent } from '../../shared/price-schema.js';
import { statePath } from '../../shared/routes.js';
import { stateName } from '../../shared/us-states.js';

/**
 * The United States coloured by NAIC's average expenditure, as SVG made at build time
 * (scripts/build/state-map.ts): each state a link named with its figure, colours by class (no
 * style attribute), a legend of each colour's lowest and highest figure. No script: the table
 * beside it carries the same figures for screen readers and browsers without CSS.
 */
export function StateCostMap({ prices }: { prices: PriceContent }) {
  const { map, naic } = prices;
  const figures = new Map(naic.states.map((state) => [state.code, state]));
  return (
    <figure className="us-map" aria-labelledby="us-map-caption">
      <svg className="us-map__svg" viewBox={`0 0 ${map.width} ${map.height}`} role="group" aria-labelledby="us-map-caption">
        {map.shapes.map((shape) => (
          <a key={shape.code} href={statePath(shape.code)} aria-label={`${stateName(shape.code)}: ${usdCents(figures.get(shape.code)!.averageExpenditure)}`}>
            <path className={`us-map__state us-map__state--${shape.bin}`} d={shape.d} />
          </a>
        ))}
      </svg>
      <figcaption className="us-map__caption">
        <span id="us-map-caption">Average expenditure per insured car in {naic.dataYear}, by state (NAIC). Darker is higher.</span>
        <ul className="us-map__legend">
          {map.bins.map((bin) => (
            <li key={bin.bin}>
              <span className={`us-map__swatch us-map__state--${bin.bin}`} aria-hidden="true" />
              {`${usdCents(bin.low)} to ${usdCents(bin.high)}`}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
