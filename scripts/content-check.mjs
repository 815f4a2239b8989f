// `npm run content:check`: validates every content file in content/ against the block
// schemas, the editor limits and the nesting and model rules of content spec section 5
// (src/blocks/render/content-check.ts), an entry's A/B variations included. Prints each violation with its file, block id and
// message; exits 1 on any. `npm test` runs it before the unit tests.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { importTs } from './lib/import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Every violation in the JSON files under `dir`: { file, blockId, message }. */
export async function checkContent(dir = path.join(root, 'content')) {
  const { checkEntry } = await importTs('src/blocks/render/editor-tools.ts');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
  const entries = [];
  const violations = [];
  for (const file of files) {
    const rel = path.relative(root, file);
    try {
      entries.push({ rel, entry: JSON.parse(await readFile(file, 'utf8')) });
    } catch (error) {
      violations.push({ file: rel, blockId: '-', message: `not valid JSON (${error.message})` });
    }
  }
  const entryIds = new Set(entries.map(({ entry }) => entry?.id).filter((id) => typeof id === 'string'));
  for (const { rel, entry } of entries) {
    for (const violation of checkEntry(entry, { entryIds })) violations.push({ file: rel, ...violation });
    // An A/B variation's content reaches the visitors drawn for it: the same rules hold.
    const variations = entry && typeof entry.variations === 'object' && entry.variations !== null ? Object.entries(entry.variations) : [];
    for (const [id, variation] of variations) {
      if (!variation || typeof variation !== 'object') continue;
      for (const violation of checkEntry({ ...entry, data: variation.data }, { entryIds })) {
        violations.push({ file: rel, ...violation, message: `A/B variation ${id}: ${violation.message}` });
      }
    }
  }
  return { files: files.length, violations };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const { files, violations } = await checkContent(dir);
  for (const { file, blockId, message } of violations) console.log(`${file}  ${blockId}  ${message}`);
  if (violations.length > 0) {
    console.error(`\ncontent check: ${violations.length} violation${violations.length === 1 ? '' : 's'} in ${new Set(violations.map((v) => v.file)).size} of ${files} files`);
    process.exit(1);
  }
  console.log(`content check: ${files} files, no violations`);
}
