import type { Brand } from '../system/brand.js';
import type { MailMessage } from './message.js';

export interface BrandedMailContent {
  to: string;
  subject: string;
  /** The large line at the top, e.g. 'Verify your email'. */
  heading: string;
  greeting?: string;
  paragraphs: string[];
  /** A one-time code, shown big and spaced. */
  code?: string;
  /** A button (HTML) / bare link (text). */
  action?: { label: string; url: string };
  /** Small print under the content, e.g. why the reader got this mail. */
  footnote?: string;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One look for every mail the server sends: brand header, content, support contact and address footer. */
export function brandedMail(brand: Brand, content: BrandedMailContent): MailMessage {
  const text = [
    brand.name,
    '',
    content.heading,
    '',
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.code ? [`Your code: ${content.code}`, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    `${brand.name} · ${brand.tagline}`,
    `Help: ${brand.supportEmail} · ${brand.supportPhone}`,
    brand.address,
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="background:#1d4ed8;border-radius:8px 8px 0 0;padding:20px 32px;color:#ffffff;font-size:22px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#111827">${escapeHtml(content.heading)}</h1>
${content.greeting ? paragraph(content.greeting) : ''}
${content.paragraphs.map(paragraph).join('\n')}
${
  content.code
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#111827;font-family:'Courier New',monospace">${escapeHtml(content.code)}</p>`
    : ''
}
${
  content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#4b5563;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ''
}
${content.footnote ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#4b5563">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:#6b7280">
${escapeHtml(brand.name)} · ${escapeHtml(brand.tagline)}<br>
Help: <a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:#1d4ed8">${escapeHtml(brand.supportEmail)}</a> · ${escapeHtml(brand.supportPhone)}<br>
${escapeHtml(brand.address)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { to: content.to, subject: content.subject, text, html };
}
