// npx tsx packages/ui/scripts/brand-assets.ts — draws each brand theme's assets into packages/ui/brand/<theme>/:
// the logo mark (SVG, also the favicon), favicon.ico (16/32/48 px), the apple-touch-icon (180 px), manifest icons
// (192/512 px), manifest.webmanifest and the default Open Graph card (1200 × 630). PNGs are rendered by headless
// Chromium (CHROME_PATH, default /usr/bin/chromium) with the theme's own typeface. The API serves the deployed
// brand's folder at the site root (apps/api/src/platform/http/brand-assets.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import pngToIco from 'png-to-ico';
import { LOGO_MARK } from '../src/components/Logo/logoMarkGeometry';
import { saffronTokens } from '../src/themes/saffron/tokens';
import { startwiseTokens } from '../src/themes/startwise/tokens';
import type { BrandTokens } from '../src/tokens/tokenType';

const require = createRequire(import.meta.url);
const brandDir = join(dirname(fileURLToPath(import.meta.url)), '../brand');
const TAGLINE = 'Company registration, trademarks, GST and funding support for Indian entrepreneurs';

const themes: { key: string; tokens: BrandTokens; wordmarkFont: string; fontFile: string }[] = [
  {
    key: 'startwise',
    tokens: startwiseTokens,
    wordmarkFont: 'Inter Variable',
    fontFile: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  {
    key: 'saffron',
    tokens: saffronTokens,
    wordmarkFont: 'Fraunces Variable',
    fontFile: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  },
];

/** The mark on its 32-unit grid; `bleed` fills the whole square (touch icons: the platform rounds the corners). */
function markSvg(brand: string, { bleed = false } = {}) {
  const rect = bleed
    ? `<rect width="32" height="32" fill="${brand}"/>`
    : `<rect width="32" height="32" rx="${LOGO_MARK.radius}" fill="${brand}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_MARK.viewBox}">${rect}` +
    `<path d="${LOGO_MARK.check}" fill="none" stroke="#ffffff" stroke-width="${LOGO_MARK.checkWidth}" ` +
    'stroke-linecap="round" stroke-linejoin="round"/></svg>\n'
  );
}

function ogCardHtml({ tokens, wordmarkFont, fontFile }: (typeof themes)[number]) {
  const font = readFileSync(require.resolve(fontFile)).toString('base64');
  const { color } = tokens;
  return `<!doctype html><html><head><style>
  @font-face { font-family: '${wordmarkFont}'; font-weight: 100 900; src: url(data:font/woff2;base64,${font}) format('woff2'); }
  html, body { margin: 0; }
  body { width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center; gap: 40px;
    padding: 0 96px; box-sizing: border-box; background: ${color.surface}; color: ${color.text};
    font-family: '${wordmarkFont}', sans-serif; border-bottom: 24px solid ${color.brand}; }
  .logo { display: flex; align-items: center; gap: 32px; }
  .logo svg { width: 128px; height: 128px; }
  .wordmark { font-size: 112px; font-weight: 600; letter-spacing: -0.02em; }
  .tagline { font-size: 40px; line-height: 1.35; color: ${color.textMuted}; max-width: 960px; }
  </style></head><body><div class="logo">${markSvg(color.brand)}<span class="wordmark">${tokens.name}</span></div>
  <p class="tagline" style="margin:0">${TAGLINE}</p></body></html>`;
}

function manifest({ tokens }: (typeof themes)[number]) {
  return `${JSON.stringify(
    {
      name: tokens.name,
      short_name: tokens.name,
      description: TAGLINE,
      start_url: '/',
      display: 'standalone',
      theme_color: tokens.color.brand,
      background_color: tokens.color.surface,
      icons: [
        { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const theme of themes) {
    const out = join(brandDir, theme.key);
    mkdirSync(out, { recursive: true });
    const brand = theme.tokens.color.brand;
    const page = await browser.newPage();
    const render = async (html: string, width: number, height: number, transparent = true) => {
      await page.setViewportSize({ width, height });
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      return page.screenshot({ omitBackground: transparent, type: 'png' });
    };
    const icon = (size: number, bleed = false) =>
      render(
        `<html><body style="margin:0">${markSvg(brand, { bleed }).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
        size,
        size,
      );

    writeFileSync(join(out, 'logo-mark.svg'), markSvg(brand));
    writeFileSync(join(out, 'favicon.svg'), markSvg(brand));
    writeFileSync(join(out, 'favicon.ico'), await pngToIco([await icon(16), await icon(32), await icon(48)]));
    writeFileSync(join(out, 'apple-touch-icon.png'), await icon(180, true));
    writeFileSync(join(out, 'icon-192.png'), await icon(192, true));
    writeFileSync(join(out, 'icon-512.png'), await icon(512, true));
    writeFileSync(join(out, 'og-image.png'), await render(ogCardHtml(theme), 1200, 630, false));
    writeFileSync(join(out, 'manifest.webmanifest'), manifest(theme));
    await page.close();
    console.log(`${theme.key}: ${out}`);
  }
} finally {
  await browser.close();
}
