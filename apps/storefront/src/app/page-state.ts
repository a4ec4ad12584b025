import type { DehydratedState } from '@tanstack/react-query';
import type { RouterInit } from 'react-router-dom';

/**
 * What a page rendered on the server hands to the browser so the browser's first render is the same page: the
 * router's loader results and the query cache the page was rendered from. It travels as a JSON data block (the
 * Content-Security-Policy allows no inline scripts).
 */
export interface PageState {
  router: NonNullable<RouterInit['hydrationData']>;
  queries: DehydratedState;
}

export const PAGE_STATE_ELEMENT_ID = 'startwise-page-state';

/** The data block's markup; `<` is escaped so no value can close the element. */
export const pageStateScript = (state: PageState) =>
  `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** The state of the page the server rendered, or null when the browser renders by itself. */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
