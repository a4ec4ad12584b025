import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Architecture rule (docs/architecture.md): each module of apps/api/src owns its tables. Another module reads or
// changes them only through the functions the owner exports: it never imports the owner's tables.ts and never
// queries them with `db.query.<table>`.
const SRC = join(import.meta.dirname, '..', 'src');

const moduleOf = (file: string) => relative(SRC, file).split(sep).slice(0, 2).join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative import specifiers, static, re-exported or dynamic, resolved to paths without their extension. */
function importedPaths(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((match) => resolve(dirname(file), match[1] as string).replace(/\.(js|ts)$/, ''));
}

/** Table name (as exported) to the module that owns it. */
function tableOwners(files: string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files.filter((path) => path.endsWith(`${sep}tables.ts`))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) {
      owners.set(match[1] as string, moduleOf(file));
    }
  }
  return owners;
}

/** Every place a module reaches into tables it does not own. */
function boundaryOffences(files: string[]): string[] {
  const owners = tableOwners(files);
  return files.flatMap((file) => {
    const module = moduleOf(file);
    const text = readFileSync(file, 'utf8');
    const where = relative(SRC, file);
    const imports = importedPaths(file, text).flatMap((path) => {
      const [layer, folder, name, ...deeper] = relative(SRC, path).split(sep);
      const owner = `${layer}/${folder}`;
      if (deeper.length > 0 || owner === module) return [];
      if (name === 'tables') return [`${where} imports ${owner}/tables.ts`];
      // A foreign key's target column is for another module's table definitions, not for queries.
      const keysOutsideTables = name === 'foreign-keys' && !file.endsWith(`${sep}tables.ts`);
      return keysOutsideTables ? [`${where} imports ${owner}/foreign-keys.ts outside its tables.ts`] : [];
    });
    const queries = [...text.matchAll(/\.query\.(\w+)/g)].flatMap((match) => {
      const owner = owners.get(match[1] as string);
      return owner && owner !== module ? [`${where} queries ${owner}'s ${match[1]} (db.query)`] : [];
    });
    return [...imports, ...queries];
  });
}

describe('apps/api modules', () => {
  const files = sourceFiles(SRC);

  it('finds the tables each module owns', () => {
    const owners = tableOwners(files);
    expect(owners.get('submissions')).toBe('modules/submissions');
    expect(owners.get('paymentTransactions')).toBe('modules/payments');
    expect(owners.get('users')).toBe('modules/accounts');
  });

  it("never reach into another module's tables: they call the owner's functions", () => {
    expect(boundaryOffences(files)).toEqual([]);
  });

  it('never import the Razorpay sandbox package statically: it is loaded only without keys, outside production', () => {
    const staticImports = files.filter((file) =>
      /(?:from|import)\s+['"]@startwise\/razorpay-sandbox/.test(readFileSync(file, 'utf8')),
    );
    expect(staticImports.map((file) => relative(SRC, file))).toEqual([]);
  });
});
