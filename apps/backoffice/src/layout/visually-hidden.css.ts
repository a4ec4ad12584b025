import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: a table's caption, '3 unread' after the Inbox's count. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
