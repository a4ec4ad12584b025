import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** A list drawn as rows (files, uploads): no bullets or indent. */
export const ruledListStyle: StyleRule = { listStyle: 'none', margin: 0, padding: 0 };

/** One row of such a list: its parts side by side, wrapping on a narrow screen, a rule under every row but the last. */
export const ruledRowStyle = (paddingBlock: string): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock,
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.size.borderStandard,
  borderBottomColor: vars.color.border,
  selectors: { '&:last-child': { borderBottomStyle: 'none' } },
});
