/**
 * A column of locators written once: what they all start and end with, and each one's own part
 * between, cut at spaces so every part reads as words. A table of 180 premiums repeats the same
 * file name and field 180 times; this keeps each figure's full locator on the page (start + part
 * + end is exactly the locator) within the page's size.
 */
export interface LocatorColumn {
  start: string;
  parts: string[];
  end: string;
}

export function locatorColumn(locators: readonly string[]): LocatorColumn {
  if (locators.length < 2) return { start: '', parts: [...locators], end: '' };
  const shortest = Math.min(...locators.map((locator) => locator.length));
  let start = 0;
  while (start < shortest && locators.every((locator) => locator[start] === locators[0]![start])) start += 1;
  start = lastCut(locators[0]!, start);
  let end = 0;
  while (end < shortest - start && locators.every((locator) => locator[locator.length - 1 - end] === locators[0]![locators[0]!.length - 1 - end])) end += 1;
  end = firstCut(locators[0]!, locators[0]!.length - end);
  return {
    start: locators[0]!.slice(0, start),
    parts: locators.map((locator) => locator.slice(start, locator.length - (locators[0]!.length - end))),
    end: locators[0]!.slice(end),
  };
}

/** The shared start, shortened to end just after a space (or to nothing), so no part begins mid-word. */
function lastCut(locator: string, length: number): number {
  const space = locator.lastIndexOf(' ', length - 1);
  return space < 0 ? 0 : space + 1;
}

/** The shared end, shortened to begin at a space (or to nothing), so no part ends mid-word. */
function firstCut(locator: string, from: number): number {
  const space = locator.indexOf(' ', from);
  return space < 0 ? locator.length : space;
}
