import { describe } from 'vitest';
import { axeEveryPageKind } from './axe.js';
import { useBrowser } from './fixture.js';

const fixture = useBrowser();

describe('axe-core (WCAG 2.2 AA) with JavaScript on', () => {
  axeEveryPageKind(fixture, true);
});
