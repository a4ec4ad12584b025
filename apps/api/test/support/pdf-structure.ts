import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const QPDF = '/usr/bin/qpdf';

type PdfValue = string | number | boolean | null | PdfValue[] | { [key: string]: PdfValue };
type PdfDictionary = Record<string, PdfValue>;

/**
 * What qpdf reads in a PDF: whether `qpdf --check` passes, the catalog (with its indirect MarkInfo and
 * ViewerPreferences resolved), its language, the document title, and every structure type the tag tree uses ('/H1', '/TD').
 */
export async function pdfStructure(bytes: Uint8Array) {
  const directory = await mkdtemp(join(tmpdir(), 'pdf-structure-'));
  const file = join(directory, 'document.pdf');
  try {
    await writeFile(file, bytes);
    const check = await run(QPDF, ['--check', file]).then(
      ({ stdout }) => ({ passed: true, output: stdout }),
      (error: { stdout?: string; stderr?: string }) => ({ passed: false, output: `${error.stdout}${error.stderr}` }),
    );
    const { stdout } = await run(QPDF, ['--json=2', '--json-key=qpdf', file], { maxBuffer: 64 * 1024 * 1024 });
    const objects = (JSON.parse(stdout) as { qpdf: [unknown, Record<string, { value?: PdfValue }>] }).qpdf[1];
    const resolve = (value: PdfValue | undefined): PdfValue | undefined =>
      typeof value === 'string' && / 0 R$/.test(value) ? objects[`obj:${value}`]?.value : value;
    const dictionary = (value: PdfValue | undefined) => (resolve(value) ?? {}) as PdfDictionary;
    /** qpdf writes text strings as 'u:…'. */
    const text = (value: PdfValue | undefined) => String(resolve(value) ?? '').replace(/^u:/, '');
    const trailer = objects.trailer?.value as PdfDictionary;
    const catalog = dictionary(trailer['/Root']);
    const structureTypes = new Set(
      Object.values(objects)
        .map(({ value }) => (value && typeof value === 'object' && !Array.isArray(value) ? value['/S'] : undefined))
        .filter((type): type is string => typeof type === 'string'),
    );
    return {
      check,
      catalog,
      language: text(catalog['/Lang']),
      markInfo: dictionary(catalog['/MarkInfo']),
      viewerPreferences: dictionary(catalog['/ViewerPreferences']),
      title: text(dictionary(trailer['/Info'])['/Title']),
      structureTypes,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
