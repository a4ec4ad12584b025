/**
 * The kit's stacking order, lowest first. Not themeable (every brand stacks the same way), but named in one place
 * so a new layer can be placed between two others.
 */
export const layer = {
  /** Above the content it covers, inside that content's own stacking context (e.g. a card's loading veil). */
  raised: 1,
  /** The sticky header and its menus. */
  header: 900,
  /** Full-screen busy overlays. */
  overlay: 1000,
  /** Toasts stay readable over everything. */
  toast: 1100,
} as const;
