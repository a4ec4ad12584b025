import { expect, vi } from 'vitest';
import { type ApiAnswer, nextIp } from './api-call.js';
import { PDF_BYTES } from './payments-fixtures.js';
import type { TestServer } from './test-server.js';

export interface FilePart {
  name: string;
  content: Uint8Array;
  /** The multipart part's name; `files` unless told. */
  field?: string;
}

export const pdf = (name: string): FilePart => ({ name, content: PDF_BYTES });

/** A multipart POST to the test server's /api: text parts, then file parts (as a browser's FormData sends them). */
export async function postMultipart(
  server: Pick<TestServer, 'baseUrl'>,
  token: string | undefined,
  path: string,
  parts: { files?: FilePart[]; fields?: Record<string, string> },
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts.fields ?? {})) form.append(name, value);
  for (const file of parts.files ?? []) {
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.content)]), file.name);
  }
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': nextIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Every key in the upload storage. */
export async function storedKeys(server: TestServer): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of server.app.uploads.storage.list()) keys.push(object.key);
  return keys.sort();
}

export interface DevMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails in the development mailbox (/dev/mailbox.json) to `email` that link to submission `id`, once there are `count`. */
export function devMailsAbout(server: TestServer, email: string, id: string, count: number): Promise<DevMail[]> {
  return vi.waitFor(
    async () => {
      const response = await fetch(`${server.baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: DevMail[] };
      const about = messages.filter((mail) => mail.text.includes(`${server.config.publicUrl}/submissions/${id}`));
      expect(about).toHaveLength(count);
      return about;
    },
    { timeout: 10_000, interval: 50 },
  );
}
