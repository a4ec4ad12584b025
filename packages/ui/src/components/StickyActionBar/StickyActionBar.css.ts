import { style } from '@vanilla-extract/css';
import { layer } from '../../css/layers';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

// Phones only: a desktop keeps the call to action in view with a sticky side card instead. Sticky, not fixed: it
// rides the bottom of the screen while the page's content is in view and stops above the footer, covering nothing.
export const bar = style(
  responsiveStyle({
    mobile: {
      position: 'sticky',
      bottom: 0,
      zIndex: layer.header,
      display: 'flex',
      alignItems: 'center',
      marginInline: `calc(${vars.space.medium} * -1)`,
      padding: vars.space.medium,
      paddingBottom: `max(${vars.space.medium}, env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTopStyle: 'solid',
      borderTopWidth: vars.size.borderStandard,
      borderTopColor: vars.color.border,
      boxShadow: vars.shadow.medium,
    },
    // Edge to edge, out of the container's side padding.
    tablet: { marginInline: `calc(${vars.space.large} * -1)`, paddingInline: vars.space.large },
    desktop: { display: 'none' },
  }),
);
