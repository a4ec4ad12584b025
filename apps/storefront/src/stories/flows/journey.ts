import { desktopViewport, pageStory } from '../page-story';

/**
 * A flow's journey through the real storefront (routes, pages, the flow's own actors) against msw, as a story of
 * the flow's file: spread it into the story and write `parameters.appPage` and `globals` literally there (Vitest
 * drops the ones that come from a spread). Screenshotted in the default brand, like page stories.
 */
export const journey = { render: pageStory.render, beforeEach: pageStory.beforeEach };

export { desktopViewport };
