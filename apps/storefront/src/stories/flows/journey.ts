import { desktopViewport, pageStory } from '../page-story';

/**
 * A flow's journey through the real storefront (routes, pages, the flow's own actors) against msw, as a story of
 * the flow's file: spread it into the story and write `parameters.appPage`, `parameters.screenshot` and `globals`
 * literally there (Vitest drops the ones that come from a spread).
 */
export const journey = { render: pageStory.render, beforeEach: pageStory.beforeEach };

/**
 * `parameters.screenshot` of a journey: not screenshotted. A journey is checked by its play function; the pages it
 * walks through are screenshotted, in both brands, by their page stories (its last frame would repeat one of them).
 */
export const JOURNEY_SCREENSHOT = { disable: true };

export { desktopViewport };
