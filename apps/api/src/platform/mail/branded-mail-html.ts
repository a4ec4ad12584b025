import type { Brand } from '../system/brand.js';
import type { BrandedMailContent } from './branded-mail.js';
import { MAIL_LOGO_CID, MAIL_LOGO_PIXELS } from './mail-logo.js';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Slate greys that read on white in every client, matching the kit's neutral tokens. */
const INK = '#0f172a';
const BODY = '#334155';
const MUTED = '#64748b';
const RULE = '#e2e8f0';
const PAGE = '#f1f5f9';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const MONO = "ui-monospace,Menlo,Consolas,'DejaVu Sans Mono','Courier New',monospace";
const LOGO_SIZE = MAIL_LOGO_PIXELS / 2;

/** Narrow screens: the card fills the width and the padding shrinks; clients without media queries keep 560 px. */
const RESPONSIVE_CSS = `@media only screen and (max-width:600px){
.card{width:100%!important;border-radius:0!important}
.content{padding:24px 20px!important}
.header,.footer{padding-left:20px!important;padding-right:20px!important}
.code-block{font-size:28px!important;letter-spacing:6px!important}
}`;

const paragraph = (value: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${BODY}">${escapeHtml(value)}</p>`;

/** The logo mark (a CID-attached PNG) and the wordmark beside it. */
const header = (brand: Brand) => `<tr><td class="header" style="padding:24px 32px 20px;border-bottom:1px solid ${RULE}">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="vertical-align:middle"><img src="cid:${MAIL_LOGO_CID}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" alt="" style="display:block;border:0;width:${LOGO_SIZE}px;height:${LOGO_SIZE}px"></td>
<td style="vertical-align:middle;padding-left:12px;font-family:${FONT};font-size:22px;line-height:28px;font-weight:700;color:${INK}">${escapeHtml(brand.name)}</td>
</tr></table>
</td></tr>`;

/** A one-time code set apart in a tinted box, large and spaced so it can be read and typed digit by digit. */
const codeBlock = (
  code: string,
  brand: Brand,
) => `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px">
<tr><td style="font-family:${FONT};font-size:12px;line-height:16px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:${MUTED};padding:0 0 8px">Your code</td></tr>
<tr><td class="code-block" style="background:${PAGE};border:1px solid ${RULE};border-left:4px solid ${brand.accentColor};border-radius:8px;padding:14px 24px;font-family:${MONO};font-size:32px;line-height:40px;font-weight:700;letter-spacing:8px;color:${INK}">${escapeHtml(code)}</td></tr>
</table>`;

/** A button that survives clients without CSS padding on links (the cell carries the colour), then the bare link. */
const actionButton = (
  action: { label: string; url: string },
  brand: Brand,
) => `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px">
<tr><td style="background:${brand.accentColor};border-radius:8px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:700;color:${brand.onAccentColor};text-decoration:none">${escapeHtml(action.label)}</a></td></tr>
</table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED};word-break:break-all">Or open this link: <a href="${escapeHtml(action.url)}" style="color:${brand.accentColor}">${escapeHtml(action.url)}</a></p>`;

/** A list mail's unsubscribe line: the privacy promise with its last words a link. */
const unsubscribeLine = (url: string, brand: Brand) =>
  `<br><br>We respect your privacy. <a href="${escapeHtml(url)}" style="color:${brand.accentColor}">Unsubscribe</a> at any time.`;

const footer = (
  brand: Brand,
  unsubscribeUrl: string | undefined,
) => `<tr><td class="footer" style="padding:20px 32px 28px;border-top:1px solid ${RULE};font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED}">
<strong style="color:${BODY}">${escapeHtml(brand.name)}</strong> · ${escapeHtml(brand.tagline)}<br>
Help: <a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:${brand.accentColor}">${escapeHtml(brand.supportEmail)}</a> · ${escapeHtml(brand.supportPhone)}<br>
${escapeHtml(brand.legalName)}, ${escapeHtml(brand.address)}${unsubscribeUrl ? unsubscribeLine(unsubscribeUrl, brand) : ''}
</td></tr>`;

/** The HTML part: a 560 px card of nested tables with inline styles, the layout mail clients render alike. */
export function brandedMailHtml(brand: Brand, content: BrandedMailContent, preview: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
<style>${RESPONSIVE_CSS}</style>
</head>
<body style="margin:0;padding:0;background:${PAGE};font-family:${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}">
<tr><td align="center" style="padding:24px 0">
<table role="presentation" class="card" width="560" cellpadding="0" cellspacing="0" style="width:560px;max-width:560px;background:#ffffff;border:1px solid ${RULE};border-top:4px solid ${brand.accentColor};border-radius:12px">
${header(brand)}
<tr><td class="content" style="padding:32px;font-family:${FONT}">
<h1 style="margin:0 0 20px;font-size:24px;line-height:32px;font-weight:700;color:${INK}">${escapeHtml(content.heading)}</h1>
${content.greeting ? paragraph(content.greeting) : ''}
${content.paragraphs.map(paragraph).join('\n')}
${content.code ? codeBlock(content.code, brand) : ''}
${content.action ? actionButton(content.action, brand) : ''}
${content.footnote ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${RULE};font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr>
${footer(brand, content.unsubscribeUrl)}
</table>
</td></tr>
</table>
</body>
</html>`;
}
