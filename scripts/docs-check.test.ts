// The docs check in `npm test`: README.md and docs/**/*.md name only links, repository paths
// and npm scripts that exist, and docs/configuration.md's table names exactly the settings
// the Worker reads. The rules are scripts/lib/docs-check.ts; the planted cases below show
// each one refusing what it must.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, devVarNames, type Doc, missingPaths, type Repo, settingProblems, settingsRead, settingsTable, unknownScripts, wranglerNames } from './lib/docs-check.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Files under `dir` (from the root) whose names pass `keep`, as root-relative paths. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => keep(file));
}

const docs: Doc[] = ['README.md', ...filesUnder('docs', (file) => file.endsWith('.md'))].map((file) => ({ path: file, text: read(file) }));
/**
 * Build output a fresh clone has not made yet (`src/generated/`, the generated island map):
 * named in .gitignore, it exists once `npm test`'s first steps have built it.
 */
const buildOutput = read('.gitignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('src/'));
const isBuildOutput = (file: string) => buildOutput.some((entry) => (entry.endsWith('/') ? `${file}/`.startsWith(entry) : file === entry));
const repo: Repo = {
  exists: (file) => existsSync(path.join(root, file)) || isBuildOutput(file),
  read: (file) => (existsSync(path.join(root, file)) ? read(file) : undefined),
  scripts: new Set(Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts)),
};

/** The Worker's own code: everything under src/ but the emulator (another Worker) and tests. */
const workerSources = filesUnder('src', (file) => /\.tsx?$/.test(file) && !file.startsWith('src/emulator/') && !/\.test\.tsx?$/.test(file)).map(read);

describe('the docs', () => {
  it('reads the README and every document under docs/', () => {
    expect(docs.map((doc) => doc.path)).toEqual(expect.arrayContaining(['README.md', 'docs/configuration.md', 'docs/going-live.md', 'docs/architecture.md']));
  });

  it('link only to files that exist', () => {
    expect(docs.flatMap((doc) => brokenLinks(doc, repo))).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    expect(docs.flatMap((doc) => missingPaths(doc, repo))).toEqual([]);
  });

  it('name only npm scripts package.json has', () => {
    expect(docs.flatMap((doc) => unknownScripts(doc, repo))).toEqual([]);
  });

  it('list in docs/configuration.md exactly the settings the Worker reads, each of the kind its files give it', () => {
    const rows = settingsTable(read('docs/configuration.md'));
    const problems = settingProblems(rows, settingsRead(read('src/worker/config/index.ts'), workerSources), wranglerNames(read('wrangler.toml')), devVarNames(read('.dev.vars.example')));
    expect(problems).toEqual([]);
  });

  it('name no issue number and nothing outside the repository', () => {
    for (const doc of docs) {
      expect(doc.text, doc.path).not.toMatch(/\bissues? #?\d+/i);
      expect(doc.text, doc.path).not.toContain('../shared');
    }
  });
});

/**
 * Comments are read by the same reader: they name behaviour, not a tracker's issue number,
 * and cite documents the repository holds (docs/), never the notes a checkout lacks. Another
 * project's public issue cited as a source (`owner/repo issue N`) is a source, not ours.
 */
const OUTSIDE_DOCUMENTS = /\.\.\/shared|\b(?:REFERENCE|DESIGN|STYLE|TOOLCHAIN)\.md\b/;
const OUR_ISSUE = /(?<![\w-]\/[\w.-]+ )\bissues? #?\d+/i;

describe('the code and its configuration', () => {
  const sources = ['src', 'tests', 'scripts']
    .flatMap((dir) => filesUnder(dir, (file) => /\.(?:tsx?|mjs|mts|json|css|md|toml)$/.test(file) && !file.includes('/generated/') && !file.includes('.wrangler/') && !file.endsWith('.generated.ts')))
    .concat(['wrangler.toml', 'src/emulator/wrangler.toml', 'package.json', '.dev.vars.example'].filter((file) => existsSync(path.join(root, file))))
    // This file names what it refuses.
    .filter((file) => file !== 'scripts/docs-check.test.ts');

  it('name no issue number and no document outside the repository', () => {
    const found = sources.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (OUR_ISSUE.test(line) || OUTSIDE_DOCUMENTS.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('tells our issue numbers and outside notes from a cited project', () => {
    expect(OUR_ISSUE.test('// the cart cookie (issue 29)')).toBe(true);
    expect(OUR_ISSUE.test('the recorded 400 in klaviyo/klaviyo-api-php issue 32 shows it')).toBe(false);
    expect(OUTSIDE_DOCUMENTS.test('// see REFERENCE.md "Real services"')).toBe(true);
    expect(OUTSIDE_DOCUMENTS.test('// see docs/real-services.md')).toBe(false);
  });
});

describe('the docs check refuses what it must (planted in a document of its own)', () => {
  const planted = (text: string): Doc => ({ path: 'docs/planted.md', text });

  it('a link to a file that is not there, and not one that is', () => {
    expect(brokenLinks(planted('See [the guide](missing-guide.md#setup) and [config](configuration.md).'), repo)).toEqual(['docs/planted.md: link missing-guide.md#setup leads nowhere']);
    expect(brokenLinks(planted('[out](../../outside.md) [web](https://example.com)'), repo)).toEqual(['docs/planted.md: link ../../outside.md leads nowhere']);
  });

  it('a link to a heading that is not there, in another document or its own', () => {
    expect(brokenLinks(planted('# Top\n\n[up](#top) [tables](configuration.md#no-such-heading) [cache](architecture.md#the-edge-page-cache) [gone](#gone)'), repo)).toEqual([
      'docs/planted.md: link configuration.md#no-such-heading names no heading of docs/configuration.md',
      'docs/planted.md: link #gone names no heading of docs/planted.md',
    ]);
  });

  it('a repository path that is not there, in backticks or in a fenced block', () => {
    expect(missingPaths(planted('The cache is in `src/worker/no-such-folder/cache.ts`, the test beside `src/layers.test.ts`.'), repo)).toEqual([
      'docs/planted.md: src/worker/no-such-folder/cache.ts does not exist',
    ]);
    expect(missingPaths(planted('```\ntests/e2e/gone.spec.ts   a spec\nscripts/test.mjs\n```'), repo)).toEqual(['docs/planted.md: tests/e2e/gone.spec.ts does not exist']);
    expect(missingPaths(planted('A block is `src/blocks/<name>/index.ts`; specs are `tests/e2e/*.spec.ts`.'), repo)).toEqual([]);
  });

  it('an npm script package.json lacks', () => {
    expect(unknownScripts(planted('Run `npm run deploy:check`, then `npm run deploy:everything`.'), repo)).toEqual(['docs/planted.md: npm run deploy:everything is no script of package.json']);
  });

  it('a setting the Worker does not read, one it reads that the table lacks, and a wrong kind', () => {
    const table =
      '| name | kind | required | default | where |\n|---|---|---|---|---|\n| `BRAND_NAME` | var | yes | none | x |\n| `SHOP_COLOUR` | var | no | red | x |\n| `CACHE` | var | yes | none | x |\n';
    const config = 'const ConfigSchema = v.object({\n  BRAND_NAME: v.string(),\n  PREVIEW_SECRET: v.string(),\n});';
    const problems = settingProblems(
      settingsTable(table),
      settingsRead(config, ['const kv = env.CACHE;']),
      wranglerNames('[vars]\nBRAND_NAME = "x"\n\n[[kv_namespaces]]\nbinding = "CACHE"\n'),
      devVarNames('PREVIEW_SECRET=local\n'),
    );
    expect(problems).toEqual([
      'docs/configuration.md: SHOP_COLOUR is no setting the Worker reads',
      'docs/configuration.md: the Worker reads PREVIEW_SECRET, which the table lacks',
      'docs/configuration.md: CACHE is a binding (wrangler.toml), not "var"',
      'docs/configuration.md: .dev.vars.example sets PREVIEW_SECRET, which the table lacks',
    ]);
  });
});
