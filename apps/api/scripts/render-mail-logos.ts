import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { MAIL_LOGO_PIXELS, mailLogoPath } from '../src/platform/mail/mail-logo.js';
import { brandFor, brandKeys } from '../src/platform/system/brand.js';
import { logoMarkSvg } from '../src/platform/system/logo-mark.js';

/** Renders every brand's logo mark to the PNG its mails attach (mail clients block SVG). Run after a colour changes. */
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: MAIL_LOGO_PIXELS, height: MAIL_LOGO_PIXELS } });
  for (const key of brandKeys()) {
    const brand = brandFor(key);
    const svg = logoMarkSvg(brand.accentColor).replace(/width="\d+" height="\d+"/, 'width="100%" height="100%"');
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    const png = await page.screenshot({ omitBackground: true });
    await writeFile(mailLogoPath(brand), png);
    console.log(`${key}: ${mailLogoPath(brand)}`);
  }
} finally {
  await browser.close();
}
