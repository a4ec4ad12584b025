import { styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

export const containerWidths = ['small', 'medium', 'large'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export const container = styleVariants(vars.contentWidth, (maxWidth) =>
  responsiveStyle({
    mobile: { maxWidth, marginInline: 'auto', paddingInline: vars.space.medium, width: '100%' },
    tablet: { paddingInline: vars.space.large },
  }),
);
