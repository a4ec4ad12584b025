/** Small colour helpers used by `makeTheme` to derive hover/active/soft shades from a brand colour. */

function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) {
    throw new Error(`makeTheme: expected a colour like "#1a2b3c", got "${hex}". Write brand colours as 6-digit hex.`);
  }
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(channels: [number, number, number]): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `hex` towards `target` by `amount` (0..1). */
function mix(hex: string, target: [number, number, number], amount: number): string {
  const [r, g, b] = parseHex(hex);
  const [tr, tg, tb] = target;
  return toHex([r + (tr - r) * amount, g + (tg - g) * amount, b + (tb - b) * amount]);
}

/** Darker shade for hover/active states. */
export const darken = (hex: string, amount: number): string => mix(hex, [0, 0, 0], amount);

/** Lighter tint for soft backgrounds. */
export const lighten = (hex: string, amount: number): string => mix(hex, [255, 255, 255], amount);
