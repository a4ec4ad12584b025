import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const badgeTones = ['neutral', 'brand', 'positive', 'critical', 'caution', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

const toneStyles = {
  neutral: { background: vars.color.neutralSoft, color: vars.color.text },
  brand: { background: vars.color.brandSoft, color: vars.color.brandForeground },
  positive: { background: vars.color.positive.soft, color: vars.color.positive.foreground },
  critical: { background: vars.color.critical.soft, color: vars.color.critical.foreground },
  caution: { background: vars.color.caution.soft, color: vars.color.caution.foreground },
  info: { background: vars.color.info.soft, color: vars.color.info.foreground },
} satisfies Record<BadgeTone, object>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    paddingInline: vars.space.xsmall,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.text.xsmall.fontSize,
    lineHeight: vars.text.xsmall.lineHeight,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: toneStyles,
    emphasis: {
      soft: {},
      strong: {},
    },
  },
  compoundVariants: [
    {
      variants: { tone: 'neutral', emphasis: 'strong' },
      style: { background: vars.color.neutral, color: vars.color.surface },
    },
    {
      variants: { tone: 'brand', emphasis: 'strong' },
      style: { background: vars.color.brand, color: vars.color.onBrand },
    },
    ...(['positive', 'critical', 'caution', 'info'] as const).map((tone) => ({
      variants: { tone, emphasis: 'strong' as const },
      style: { background: vars.color[tone].solid, color: vars.color[tone].onSolid },
    })),
  ],
  defaultVariants: { tone: 'neutral', emphasis: 'soft' },
});

export const badgeEmphases = ['soft', 'strong'] as const;
export type BadgeEmphasis = (typeof badgeEmphases)[number];
export type BadgeVariants = RecipeVariants<typeof badge>;
