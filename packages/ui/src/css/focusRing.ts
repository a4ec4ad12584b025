import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** The kit's one focus ring, shown on keyboard focus only (`:focus-visible`). */
export const focusRingStyle: StyleRule = {
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.borderLarge,
    },
  },
};
