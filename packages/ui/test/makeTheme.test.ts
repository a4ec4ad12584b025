import { describe, expect, it } from 'vitest';
import { saffronTokens } from '../src/themes/saffron/tokens';
import { startwiseTokens } from '../src/themes/startwise/tokens';
import { makeTheme } from '../src/tokens/makeTheme';

/** WCAG relative luminance contrast ratio of two 6-digit hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((index) => {
      const channel = Number.parseInt(hex.slice(index, index + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each([
  ['Startwise', startwiseTokens],
  ['Saffron', saffronTokens],
])('makeTheme(%s)', (_name, tokens) => {
  const { values, reducedMotion, tabletType } = makeTheme(tokens);

  it('derives darker hover and active shades from the brand colour', () => {
    expect(values.color.brandHover).not.toBe(values.color.brand);
    expect(contrast(values.color.brandActive, '#ffffff')).toBeGreaterThan(contrast(values.color.brandHover, '#ffffff'));
    expect(contrast(values.color.brandHover, '#ffffff')).toBeGreaterThan(contrast(values.color.brand, '#ffffff'));
  });

  it('keeps text readable: 4.5:1 for text on its background in every role', () => {
    const { color } = tokens;
    expect(contrast(color.text, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.textMuted, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.brandForeground, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.onBrand, color.brand)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.onBrand, values.color.brandActive)).toBeGreaterThanOrEqual(4.5);
    for (const tone of ['positive', 'critical', 'caution', 'info'] as const) {
      expect(contrast(color[tone].foreground, color[tone].soft)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color[tone].onSolid, color[tone].solid)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps avatar initials readable: onAccent reaches 4.5:1 on all 10 accents', () => {
    const { color } = tokens;
    expect(color.accents).toHaveLength(10);
    for (const accent of color.accents) expect(contrast(color.onAccent, accent)).toBeGreaterThanOrEqual(4.5);
    expect(values.color.onAccent).toBe(color.onAccent);
  });

  it('caps toasts at 500px wide (spec 9), whatever the content widths', () => {
    expect(values.size.toastMaxWidth).toBe('500px');
  });

  it('makes every touch target at least 44px', () => {
    expect(Number.parseFloat(values.size.touchable)).toBeGreaterThanOrEqual(44);
    expect(makeTheme({ ...tokens, touchableSize: 32 }).values.size.touchable).toBe('44px');
  });

  it('turns grid multiples into px', () => {
    expect(values.space.medium).toBe(`${tokens.space.medium * tokens.grid}px`);
    expect(values.space.none).toBe('0');
  });

  it('collapses every motion duration to 0 for prefers-reduced-motion', () => {
    expect(reducedMotion.duration).toEqual({ fast: '0ms', standard: '0ms', slow: '0ms' });
  });

  it('has a larger or equal type scale from the tablet breakpoint', () => {
    expect(Number.parseFloat(tabletType.heading['1'].fontSize)).toBeGreaterThanOrEqual(
      Number.parseFloat(values.heading['1'].fontSize),
    );
  });
});

describe('the two brands', () => {
  it('are visibly different on the same contract', () => {
    const startwise = makeTheme(startwiseTokens).values;
    const saffron = makeTheme(saffronTokens).values;
    expect(Object.keys(saffron)).toEqual(Object.keys(startwise));
    expect(saffron.color.brand).not.toBe(startwise.color.brand);
    expect(saffron.radius.medium).not.toBe(startwise.radius.medium);
    expect(saffron.font.family.heading).not.toBe(startwise.font.family.heading);
  });

  it('rejects colours makeTheme cannot derive from, with a fix-it message', () => {
    expect(() => makeTheme({ ...startwiseTokens, color: { ...startwiseTokens.color, brand: 'blue' } })).toThrow(
      /6-digit hex/,
    );
  });
});
