import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';
import { focusRingStyle } from './focusRing';

/**
 * The kit's round icon-only button (the × that closes a dialog, overlay or toast): a touch-sized circle
 * with no border or fill until hovered, and the focus ring on keyboard focus. Compose it with the
 * colours of where it sits.
 */
export const iconButtonStyle: StyleRule[] = [
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touchable,
    height: vars.size.touchable,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    cursor: 'pointer',
  },
];

/** Icon button colours on the page surface: muted until hovered, so it does not compete with the title. */
export const quietIconButtonColours: StyleRule = {
  color: vars.color.textMuted,
  selectors: { '&[data-hovered]': { background: vars.color.neutralSoft, color: vars.color.text } },
};
