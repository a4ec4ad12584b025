import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const input = style([
  focusRingStyle,
  {
    width: '100%',
    minHeight: vars.size.touchable,
    padding: vars.space.xsmall,
    fontFamily: vars.font.family.body,
    fontSize: vars.text.small.fontSize,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    borderStyle: 'dashed',
    borderWidth: vars.size.borderStandard,
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.medium,
    cursor: 'pointer',
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.critical.solid },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
      '&::file-selector-button': {
        marginInlineEnd: vars.space.small,
        minHeight: `calc(${vars.size.touchable} - ${vars.space.small})`,
        paddingInline: vars.space.small,
        fontFamily: vars.font.family.body,
        fontWeight: vars.font.weight.medium,
        fontSize: vars.text.small.fontSize,
        color: vars.color.onBrand,
        background: vars.color.brand,
        border: 'none',
        borderRadius: vars.radius.small,
        cursor: 'inherit',
      },
    },
  },
]);

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
  background: vars.color.neutralSoft,
  borderRadius: vars.radius.small,
});

export const fileName = style({ overflowWrap: 'anywhere', minWidth: 0 });
export const fileSize = style({ flexShrink: 0, color: vars.color.textMuted });
