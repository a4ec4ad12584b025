import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// Rich text from the catalogue (paragraphs, headings, lists, bold, links) in the kit's type scale and spacing.
// Descendant selectors: the markup comes as HTML, so it carries no classes of its own.
export const prose = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// Blocks follow one another at the medium space; a heading sits closer to what it introduces.
globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space.medium });
globalStyle(`${prose} :is(h2, h3, h4)`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});
globalStyle(`${prose} > * + :is(h2, h3, h4)`, { marginBlockStart: vars.space.large });
globalStyle(`${prose} :is(h2, h3, h4) + *`, { marginBlockStart: vars.space.xsmall });
globalStyle(`${prose} h2`, { fontSize: vars.heading['3'].fontSize, lineHeight: vars.heading['3'].lineHeight });
globalStyle(`${prose} :is(h3, h4)`, { fontSize: vars.heading['4'].fontSize, lineHeight: vars.heading['4'].lineHeight });
globalStyle(`${prose} :is(ul, ol)`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
});
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} li::marker`, { color: vars.color.brandForeground });
globalStyle(`${prose} strong`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${prose} a`, {
  color: vars.color.brandForeground,
  textDecoration: 'underline',
  textUnderlineOffset: vars.size.borderLarge,
});
