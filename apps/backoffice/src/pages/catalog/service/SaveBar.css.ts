import { vars } from '@startwise/ui/theming';
import { style } from '@vanilla-extract/css';

/** Pinned to the bottom of the window while the form scrolls under it (sticky: it rests after the last section). */
export const saveBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  paddingBlock: vars.space.small,
  borderBlockStart: `${vars.size.borderStandard} solid ${vars.color.border}`,
  background: vars.color.surface,
});
