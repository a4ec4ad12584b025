import { chromium } from 'playwright-core';

const [, , path, width, out, action] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto('http://127.0.0.1:3104' + path, { waitUntil: 'networkidle' });
await page.waitForSelector('html[data-interactive]', { timeout: 15000 }).catch(() => {});
if (action === 'hover')
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'GST & Tax' }).hover();
if (action === 'menu') {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.waitForTimeout(500);
}
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: action === 'full' });
await browser.close();
