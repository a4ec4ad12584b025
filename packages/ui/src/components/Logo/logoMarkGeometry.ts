/**
 * The mark's geometry on its 32-unit grid: a rounded square in the brand colour and a white check rising to the
 * upper right. `LogoMark`, the brand assets (scripts/brand-assets.ts), the mails and the invoice draw these shapes.
 */
export const LOGO_MARK = {
  viewBox: '0 0 32 32',
  size: 32,
  radius: 7,
  check: 'M8 17.5l5 5L24 10',
  checkWidth: 3.5,
} as const;
