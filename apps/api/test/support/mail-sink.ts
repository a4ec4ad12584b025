import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

interface Waiter {
  to: string;
  resolve: (mail: SunkMail) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Undoes quoted-printable soft breaks and escapes (nodemailer encodes long lines that way). */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes an RFC 2047 encoded-word subject (=?UTF-8?Q?...?= or =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

/** The body of the MIME part with this content type, decoded. */
function partBody(raw: string, contentType: string): string {
  const start = raw.toLowerCase().indexOf(`content-type: ${contentType}`);
  if (start < 0) return '';
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd).toLowerCase();
  const body = part.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  // The next MIME boundary line, not a "-- " signature separator inside the text.
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) =>
    (match[1] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const end = boundaries.length > 0 ? body.search(new RegExp(`\\r?\\n--(?:${boundaries.join('|')})`)) : -1;
  const content = end < 0 ? body : body.slice(0, end);
  if (headers.includes('base64')) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (headers.includes('quoted-printable')) return decodeQuotedPrintable(content);
  return content;
}

function parse(raw: string, to: string[]): SunkMail {
  const headerBlock = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject: (.*)$/im.exec(headerBlock)?.[1] ?? '');
  return { to, subject, text: partBody(raw, 'text/plain'), html: partBody(raw, 'text/html'), raw };
}

/**
 * A real SMTP server on a loopback port that keeps every mail it receives; `nextMailTo` waits for the next
 * mail to an address (or returns one that arrived and nobody has taken yet).
 */
export async function startMailSink(port = 0, { acceptDelayMs = 0 }: { acceptDelayMs?: number } = {}) {
  const inbox: SunkMail[] = [];
  const waiters: Waiter[] = [];
  let receiving = () => {};
  /** Resolves when the first mail's data starts arriving (a delivery is under way). */
  const firstDelivery = new Promise<void>((resolve) => {
    receiving = resolve;
  });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      receiving();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A slow mail server (acceptDelayMs) keeps the sender's delivery in flight that long.
      stream.on('end', () => setTimeout(accept, acceptDelayMs));
      const accept = () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const mail = parse(Buffer.concat(chunks).toString('utf8'), to);
        const waiter = waiters.find((candidate) => to.includes(candidate.to));
        if (waiter) {
          waiters.splice(waiters.indexOf(waiter), 1);
          clearTimeout(waiter.timer);
          waiter.resolve(mail);
        } else {
          inbox.push(mail);
        }
        callback();
      };
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;

  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    /** Mail received and not yet taken by nextMailTo. */
    inbox,
    firstDelivery,
    nextMailTo(recipient: string, timeoutMs = 10_000): Promise<SunkMail> {
      const to = recipient.toLowerCase();
      const waiting = inbox.findIndex((mail) => mail.to.includes(to));
      if (waiting >= 0) return Promise.resolve(inbox.splice(waiting, 1)[0] as SunkMail);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter: Waiter = { to, resolve, reject, timer };
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/** The 6-digit code of a code mail (it leads the subject). */
export function codeIn(mail: SunkMail): string {
  const code = /^(\d{6}) /.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No code in the subject "${mail.subject}"`);
  return code;
}
