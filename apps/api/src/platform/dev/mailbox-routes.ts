import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { latestMailboxMessages } from '../mail/local-mailbox.js';
import type { Mailer } from '../mail/mailer.js';
import { type Brand, brandFor } from '../system/brand.js';

const LIMIT = 100;

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Escaped text with its web addresses made clickable (reset links). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The local mailbox for people trying the product without a mail server (development and test only, never in
 * production): /dev/mailbox for reading codes in a browser, /dev/mailbox.json for browser tests. Outside the
 * API contract on purpose.
 */
function registerDevMailbox(app: FastifyInstance, deps: { db: Database; brand: Brand }) {
  const latest = () => latestMailboxMessages(deps.db, LIMIT);

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (request) => {
    const to = request.query.to?.trim().toLowerCase();
    const rows = await latest();
    return {
      messages: rows
        .filter((row) => !to || row.toAddress.toLowerCase() === to)
        .map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          headers: row.headers ?? {},
          attachments: row.attachments ?? [],
          createdAt: row.createdAt.toISOString(),
        })),
    };
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (row) => `<li>
  <article aria-labelledby="mail-${row.id}">
    <h2 id="mail-${row.id}">${escapeHtml(row.subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> · <time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></p>
    <pre>${linkify(row.textBody)}</pre>${(row.attachments ?? []).map((file) => `\n    <p>Attached: <a download="${escapeHtml(file.filename)}" href="data:${escapeHtml(file.contentType)};base64,${file.contentBase64}">${escapeHtml(file.filename)}</a></p>`).join('')}
  </article>
</li>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox | ${escapeHtml(deps.brand.name)} (development)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #111827; }
  ol { list-style: none; padding: 0; }
  li article { border: 1px solid #9ca3af; border-radius: 8px; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  h2 { font-size: 1.15rem; margin: 0 0 .25rem; }
  .meta { color: #374151; margin: 0 0 .75rem; }
  pre { white-space: pre-wrap; font-size: .95rem; background: #f3f4f6; padding: .75rem; border-radius: 6px; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Mail the server would have sent (no SMTP_URL is configured), newest first. Reload to see new mail.</p>
${rows.length === 0 ? '<p>No mail yet.</p>' : `<ol>\n${items}\n</ol>`}
</main>
</body>
</html>`;
  });
}

/**
 * Without SMTP_URL the mailer keeps mail in the mailbox table: outside production it is shown at /dev/mailbox; in
 * production customers get none, which the log says.
 */
export function useDevMailbox(app: FastifyInstance, deps: { db: Database; config: AppConfig; mailer: Mailer }) {
  if (deps.mailer.transport !== 'mailbox') return;
  if (deps.config.env === 'production') {
    app.log.warn('SMTP_URL is not set: mail is only kept in the mailbox table and the log, customers get none');
    return;
  }
  registerDevMailbox(app, { db: deps.db, brand: brandFor(deps.config.brand) });
}
