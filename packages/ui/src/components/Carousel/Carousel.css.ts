import { style } from '@vanilla-extract/css';
import { iconButtonStyle } from '../../css/iconButton';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const viewport = style({ minWidth: 0 });

export const slide = style({
  selectors: { '&[hidden]': { display: 'none' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});

export const arrow = style([
  ...iconButtonStyle,
  {
    // Outlined on the surface: the arrows are the carousel's main controls.
    borderStyle: 'solid',
    borderWidth: vars.size.borderStandard,
    borderColor: vars.color.border,
    background: vars.color.surface,
    color: vars.color.text,
    selectors: { '&:hover': { background: vars.color.neutralSoft } },
  },
]);

export const dots = style({ display: 'flex', alignItems: 'center' });

// The dot itself is small; its button keeps the full touch target around it.
export const dotButton = style([...iconButtonStyle, { padding: 0 }]);

export const dot = style({
  display: 'block',
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.size.borderStandard,
  borderColor: vars.color.neutral,
  background: 'transparent',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${dotButton}[aria-current="true"] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      transform: 'scale(1.3)',
    },
  },
});
