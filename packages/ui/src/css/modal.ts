import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** The fixed layer behind a modal (dialog, search overlay): covers the page and dims it with the scrim. */
export const modalBackdropStyle: StyleRule = {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  background: vars.color.scrim,
};

/** The modal's own panel on that backdrop: the page surface, raised, never taller than the screen. */
export const modalPanelStyle: StyleRule = {
  width: '100%',
  maxHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
};
