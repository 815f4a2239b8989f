// Reads every content fixture in content/ (version-controlled page-builder entries),
// checks its envelope, and writes src/generated/content-seed.json for the emulator,
// with a hash so the emulator reseeds itself when the fixtures change.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'content');

const files = (await readdir(contentDir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile() && e.name.endsWith('.json'))
  .map((e) => path.join(e.parentPath ?? e.path, e.name))
  .sort();

const problems = [];
const entries = [];
const seen = new Map();
for (const file of files) {
  const rel = path.relative(root, file);
  let entry;
  try {
    entry = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    problems.push(`${rel}: not valid JSON (${error.message})`);
    continue;
  }
  for (const key of ['id', 'model', 'data']) {
    if (entry[key] === undefined) problems.push(`${rel}: missing "${key}"`);
  }
  if (entry.published && !['published', 'draft'].includes(entry.published)) problems.push(`${rel}: published must be "published" or "draft"`);
  if (seen.has(entry.id)) problems.push(`${rel}: id ${entry.id} is also used by ${seen.get(entry.id)}`);
  seen.set(entry.id, rel);
  entries.push({ ...entry, source: rel });
}
if (problems.length > 0) {
  console.error(`Content fixtures have problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const body = JSON.stringify(entries);
const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
await mkdir(path.join(root, 'src/generated'), { recursive: true });
await writeFile(path.join(root, 'src/generated/content-seed.json'), JSON.stringify({ hash, entries }));
if (!process.argv.includes('--quiet')) console.log(`content seed: ${entries.length} entries (${hash})`);
