import type { FastifyReply } from 'fastify';
import type { Brand } from '../system/brand.js';

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export type OneClickPage = { kind: 'confirm'; email: string; token: string } | { kind: 'done'; email: string };

/** The mailing list a one-click page is about, in the words its pages use. */
export interface MailingList {
  /** As in 'Unsubscribe from the newsletter?'. */
  name: string;
  /** As in 'will get no more newsletter mail'. */
  mail: string;
  /** The heading once done. */
  doneTitle: string;
  /** Where a reader who changed their mind goes, and what that page is called. */
  again: { url: string; page: string };
}

function content(page: OneClickPage, brand: Brand, list: MailingList): { title: string; body: string } {
  const again = `<p>Changed your mind? <a href="${escapeHtml(list.again.url)}">Subscribe again</a> on ${escapeHtml(list.again.page)}.</p>`;
  const noMore = `<p><strong>${escapeHtml(page.email)}</strong> will get no more ${escapeHtml(list.mail)} from ${escapeHtml(brand.name)}.</p>`;
  if (page.kind === 'done') {
    return { title: list.doneTitle, body: `<h1>${escapeHtml(list.doneTitle)}</h1>\n${noMore}\n${again}` };
  }
  // A GET only asks: mail scanners open links, and a page that unsubscribed on GET would act for them.
  const question = `Unsubscribe from ${list.name}?`;
  return {
    title: question,
    body: `<h1>${escapeHtml(question)}</h1>
${noMore}
<form method="post" action="?token=${encodeURIComponent(page.token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
<p class="note">We respect your privacy. Unsubscribe at any time.</p>`,
  };
}

/** The small page behind a list mail's unsubscribe link, in the brand's colours; no script. */
export function oneClickPage(page: OneClickPage, brand: Brand, publicUrl: string, list: MailingList): string {
  const { title, body } = content(page, brand, list);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand.name)}</title>
<style>
  body { margin: 0; background: #f1f5f9; color: #0f172a; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; border: 1px solid #e2e8f0; border-top: 4px solid ${brand.accentColor}; border-radius: 12px; padding: 2rem; }
  .brand { margin: 0 0 1.5rem; font-size: 1.25rem; font-weight: 700; }
  h1 { font-size: 1.5rem; line-height: 1.3; margin: 0 0 1rem; }
  p { font-size: 1rem; line-height: 1.5; color: #334155; }
  a { color: ${brand.accentColor}; }
  button { min-height: 44px; padding: 0 1.5rem; border: 0; border-radius: 8px; background: ${brand.accentColor}; color: ${brand.onAccentColor}; font: inherit; font-weight: 700; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0f172a; outline-offset: 2px; }
  .note { font-size: .875rem; color: #475569; }
</style>
</head>
<body>
<main>
<p class="brand"><a href="${escapeHtml(publicUrl)}/">${escapeHtml(brand.name)}</a></p>
${body}
</main>
</body>
</html>`;
}

/** What an unknown or mistyped token answers, on every list's link (404). */
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';

/** Sends the list's one-click page, never cached (it names the reader's address). */
export const sendOneClickPage = (
  reply: FastifyReply,
  page: OneClickPage,
  brand: Brand,
  publicUrl: string,
  list: MailingList,
) =>
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(oneClickPage(page, brand, publicUrl, list));
