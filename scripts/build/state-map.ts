import { createRequire } from 'node:module';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { StateMap, StatePrice } from '../../shared/price-schema.js';
import { US_STATES, type StateCode } from '../../shared/us-states.js';
import type { SourceReader } from './source-files.js';

/**
 * The map of /car-insurance, made once at build time: the Census Bureau's state shapes
 * (us-atlas, states-10m) projected with d3-geo's Albers USA into SVG path data, simplified so
 * the page stays light. Shapes are simplified arc by arc, before topojson-client stitches arcs
 * into states, so two states sharing a border still share exactly the same simplified line.
 */

const MAP_WIDTH = 975;
const MAP_HEIGHT = 610;
const MAP_BINS = 5;
/** How far (in map units, ~pixels at full width) a simplified line may stray from the original. */
const TOLERANCE = 1.5;
/** Islands smaller than this (in square map units) are dropped: too small to see or click. */
const MIN_AREA = 4;

type Point = [number, number];
// The TopoJSON types as topojson-client declares them (its own dependency's), without naming that package.
type Topology = Parameters<typeof feature>[0];
interface StateShape {
  type: 'Feature';
  properties: null;
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
}

const CODE_BY_NAME = new Map<string, StateCode>(Object.entries(US_STATES).map(([code, name]) => [name, code as StateCode]));

export async function buildStateMap(reader: SourceReader, prices: readonly StatePrice[]): Promise<StateMap> {
  const require = createRequire(import.meta.url);
  // Census shapes from us-atlas, a source like the data pack's files: read once a build.
  const topology = (await reader.json(require.resolve('us-atlas/states-10m.json'))) as Topology;
  const projection = geoAlbersUsa()
    .scale(1300)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
  const simplified: Topology = {
    ...topology,
    transform: undefined,
    arcs: absoluteArcs(topology).map((arc) => simplifyArc(arc, (point) => projection(point))),
  };
  const path = geoPath(projection).digits(0);
  const binOf = bins(prices);
  const states = simplified.objects.states;
  if (states?.type !== 'GeometryCollection') throw new Error('us-atlas states-10m.json has no "states" collection');
  const shapes = states.geometries.flatMap((geometry) => {
    const code = CODE_BY_NAME.get(nameOf(geometry.properties));
    if (!code) return [];
    const shape = withoutSpecks(stateShape(feature(simplified, geometry), code), path);
    const d = path(shape);
    if (!d) throw new Error(`the map has no shape for ${code}`);
    return [{ code, d, bin: binOf.get(code)! }];
  });
  const missing = prices.filter((price) => !shapes.some((shape) => shape.code === price.code));
  if (missing.length > 0) throw new Error(`the map has no shape for ${missing.map((price) => price.code).join(', ')}`);
  shapes.sort((a, b) => US_STATES[a.code].localeCompare(US_STATES[b.code], 'en'));
  const ranges = [...Array(MAP_BINS).keys()].map((index) => {
    const inBin = prices.filter((price) => binOf.get(price.code) === index + 1).map((price) => price.averageExpenditure);
    return { bin: index + 1, low: Math.min(...inBin), high: Math.max(...inBin) };
  });
  return { width: MAP_WIDTH, height: MAP_HEIGHT, shapes, bins: ranges };
}

function nameOf(properties: unknown): string {
  return typeof properties === 'object' && properties !== null && 'name' in properties && typeof properties.name === 'string' ? properties.name : '';
}

/** Quintiles by average expenditure, by rank (bin 1 the lowest), so each colour holds about a fifth of the states. */
function bins(prices: readonly StatePrice[]): Map<StateCode, number> {
  const ascending = [...prices].sort((a, b) => a.averageExpenditure - b.averageExpenditure);
  return new Map(ascending.map((price, index) => [price.code, Math.floor((index * MAP_BINS) / ascending.length) + 1]));
}

/** The topology's quantized, delta-encoded arcs as longitude/latitude. */
function absoluteArcs(topology: Topology): Point[][] {
  const { scale, translate } = topology.transform!;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx!;
      y += dy!;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]] as Point;
    });
  });
}

/** Douglas–Peucker on the projected points; the arc's ends stay, so shared borders still meet. A closed arc keeps its farthest point too. */
function simplifyArc(arc: Point[], project: (point: Point) => Point | null): Point[] {
  const projected = arc.map(project);
  // A point outside the projection's areas cannot be measured: keep the arc as it is.
  if (projected.some((point) => point === null)) return arc;
  const points = projected as Point[];
  const keep = new Uint8Array(arc.length);
  keep[0] = 1;
  keep[arc.length - 1] = 1;
  const closed = arc.length > 2 && points[0]![0] === points.at(-1)![0] && points[0]![1] === points.at(-1)![1];
  if (closed) {
    let far = 1;
    for (let index = 1; index < arc.length - 1; index += 1) if (distance(points[index]!, points[0]!) > distance(points[far]!, points[0]!)) far = index;
    keep[far] = 1;
    mark(points, 0, far, keep);
    mark(points, far, arc.length - 1, keep);
  } else mark(points, 0, arc.length - 1, keep);
  return arc.filter((_, index) => keep[index] === 1);
}

function mark(points: Point[], first: number, last: number, keep: Uint8Array): void {
  const stack: [number, number][] = [[first, last]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = TOLERANCE;
    for (let index = from + 1; index < to; index += 1) {
      const d = segmentDistance(points[index]!, points[from]!, points[to]!);
      if (d > farthestDistance) {
        farthest = index;
        farthestDistance = d;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([from, farthest], [farthest, to]);
    }
  }
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function segmentDistance(point: Point, a: Point, b: Point): number {
  const length = (b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2;
  if (length === 0) return distance(point, a);
  const t = Math.max(0, Math.min(1, ((point[0] - a[0]) * (b[0] - a[0]) + (point[1] - a[1]) * (b[1] - a[1])) / length));
  return distance(point, [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
}

function stateShape(value: ReturnType<typeof feature>, code: StateCode): StateShape {
  if (value.type !== 'Feature' || (value.geometry.type !== 'Polygon' && value.geometry.type !== 'MultiPolygon'))
    throw new Error(`the map's shape for ${code} is not a polygon`);
  return { type: 'Feature', properties: null, geometry: value.geometry };
}

/** The state without islands too small to see; a state is never left with nothing (the largest part stays). */
function withoutSpecks(shape: StateShape, path: ReturnType<typeof geoPath>): StateShape {
  if (shape.geometry.type !== 'MultiPolygon') return shape;
  const parts = shape.geometry.coordinates.map((polygon) => ({
    polygon,
    area: path.area({ type: 'Polygon', coordinates: polygon }),
  }));
  const largest = Math.max(...parts.map((part) => part.area));
  const kept = parts.filter((part) => part.area >= MIN_AREA || part.area === largest).map((part) => part.polygon);
  return { ...shape, geometry: { type: 'MultiPolygon', coordinates: kept } };
}
