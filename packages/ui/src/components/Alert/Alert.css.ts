import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { tones } from '../../tokens/tokenType';

export const alertTones = tones;
export type AlertTone = (typeof alertTones)[number];

export const alert = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderInlineStartWidth: vars.size.borderLarge,
    borderInlineStartStyle: 'solid',
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
  },
  variants: {
    tone: Object.fromEntries(
      alertTones.map((tone) => [
        tone,
        {
          background: vars.color[tone].soft,
          color: vars.color[tone].foreground,
          borderInlineStartColor: vars.color[tone].solid,
        },
      ]),
    ) as Record<AlertTone, object>,
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({
  fontWeight: vars.font.weight.strong,
});
