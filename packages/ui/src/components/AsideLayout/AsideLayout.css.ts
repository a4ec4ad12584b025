import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

// One grid, two arrangements. A phone reads intro, aside, content one under the other; a desktop puts the aside in
// a column of its own beside them, held in view under the sticky header while the content scrolls.
export const layout = style(
  responsiveStyle({
    mobile: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"intro" "aside" "content"',
      gap: vars.space.xlarge,
      alignItems: 'start',
    },
    desktop: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gridTemplateAreas: '"intro aside" "content aside"',
      gridTemplateRows: 'auto 1fr',
    },
  }),
);

export const intro = style({ gridArea: 'intro', minWidth: 0 });
export const content = style({ gridArea: 'content', minWidth: 0 });
export const aside = style(
  responsiveStyle({
    mobile: { gridArea: 'aside', minWidth: 0 },
    // Below the sticky header (a touch target plus its padding), with room to breathe.
    desktop: {
      position: 'sticky',
      top: `calc(${vars.size.touchable} + ${vars.space.medium} + ${vars.space.large})`,
    },
  }),
);
