/**
 * The brand's logo mark, the same drawing as the kit's SVG logo: on a 32 × 32 grid, a rounded square in the
 * accent colour with a white check rising to the upper right. Mails (as a PNG) and invoices (as PDF paths) draw
 * it from these numbers.
 */
export const LOGO_MARK = {
  size: 32,
  cornerRadius: 7,
  checkPath: 'M8 17.5l5 5L24 10',
  checkWidth: 3.5,
  checkColor: '#ffffff',
} as const;

/** The mark as a standalone SVG document in the given accent colour. */
export function logoMarkSvg(accentColor: string): string {
  const { size, cornerRadius, checkPath, checkWidth, checkColor } = LOGO_MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${accentColor}"/><path d="${checkPath}" fill="none" stroke="${checkColor}" stroke-width="${checkWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
