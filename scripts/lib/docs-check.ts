// Docs that cannot go stale: the README and docs/ are read as a reader would follow them.
// Every relative link must lead to a file, every repository path they name (in backticks or
// a link) must exist, every `npm run X` must be a script, and docs/configuration.md's table
// must name exactly the settings the Worker reads. Pure functions over the repository's text
// (the files are passed in), so a unit test can plant a bad link and see it refused.

/** One markdown document: its path from the repository's root, and its text. */
export type Doc = { path: string; text: string };

/** What the checks look things up in: whether a repository path exists, a document's text, and the npm scripts. */
export type Repo = { exists: (path: string) => boolean; read: (path: string) => string | undefined; scripts: ReadonlySet<string> };

/** Folders whose paths a document may name in backticks; a name under them must exist. */
const PATH_ROOTS = ['src', 'tests', 'scripts', 'docs'];

/** `a/b/../c` -> `a/c`, from the repository's root; undefined when it climbs out of it. */
function normalise(path: string): string | undefined {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Markdown links `[text](target)` and images, with their targets. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const body = text.replace(/```[\s\S]*?```/g, '');
  for (const m of body.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = m[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link that does not resolve to a file or folder of the repository, or to a heading of the document it names. */
export function brokenLinks(doc: Doc, repo: Repo): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(doc.text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [file = '', anchor] = decodeURI(target.split('?')[0]!).split('#');
    const resolved = file === '' ? doc.path : normalise(`${dirOf(doc.path)}/${file}`);
    if (resolved === undefined || (resolved !== doc.path && !repo.exists(resolved))) {
      problems.push(`${doc.path}: link ${target} leads nowhere`);
      continue;
    }
    if (anchor === undefined || !resolved.endsWith('.md')) continue;
    const text = resolved === doc.path ? doc.text : repo.read(resolved);
    if (text !== undefined && !headingAnchors(text).has(anchor)) problems.push(`${doc.path}: link ${target} names no heading of ${resolved}`);
  }
  return problems;
}

/** Repository paths named in backticks (inline or fenced) or as a link's text. */
export function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((m) => m[1] ?? m[2] ?? '');
  const paths: string[] = [];
  const pattern = new RegExp(`(?:^|[\\s(\`'"=:,])((?:${PATH_ROOTS.join('|')})/[A-Za-z0-9_./@+-]*)`, 'g');
  for (const span of spans) {
    for (const m of span.matchAll(pattern)) {
      const after = span.slice(m.index + m[0].length);
      // A pattern, a placeholder or a template (`src/blocks/<name>/`, `tests/e2e/*.spec.ts`) names no one file.
      if (/^[<{*[$]/.test(after)) continue;
      paths.push(m[1]!.replace(/[.,:;]+$/, ''));
    }
  }
  return paths;
}

/** Every repository path a document names that does not exist. */
export function missingPaths(doc: Doc, repo: Repo): string[] {
  return [...new Set(namedPaths(doc.text))].filter((path) => !repo.exists(path.replace(/\/$/, ''))).map((path) => `${doc.path}: ${path} does not exist`);
}

/** Every `npm run X` whose X is not a script of package.json. */
export function unknownScripts(doc: Doc, repo: Repo): string[] {
  const named = [...doc.text.matchAll(/npm run ([A-Za-z0-9:_-]+)/g)].map((m) => m[1]!);
  return [...new Set(named)].filter((name) => !repo.scripts.has(name)).map((name) => `${doc.path}: npm run ${name} is no script of package.json`);
}

/** A row of docs/configuration.md's table: the setting names in its first cell, and its kind. */
export type SettingRow = { names: string[]; kind: string };

/** The rows of the first table whose header starts `| name | kind |`. */
export function settingsTable(text: string): SettingRow[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^\|\s*name\s*\|\s*kind\s*\|/.test(line));
  if (start < 0) return [];
  const rows: SettingRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [names = '', kind = ''] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    rows.push({ names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!), kind });
  }
  return rows;
}

/** What the Worker reads: the keys its configuration schema parses, and every `env.NAME` its code reads. */
export function settingsRead(configSource: string, workerSources: readonly string[]): Set<string> {
  const schema = configSource.split(/const ConfigSchema = v\.object\(\{/)[1]?.split(/\n\}\);/)[0] ?? '';
  const read = new Set([...schema.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!));
  for (const source of workerSources) for (const m of source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g)) read.add(m[1]!);
  return read;
}

/** Names set in wrangler.toml: its vars (every `[...vars]` table) and its bindings. */
export function wranglerNames(toml: string): { vars: Set<string>; bindings: Set<string> } {
  const vars = new Set<string>();
  let inVars = false;
  for (const line of toml.split('\n')) {
    const table = /^\[([^\]]+)\]/.exec(line);
    if (table) inVars = /(^|\.)vars$/.test(table[1]!);
    else if (inVars) {
      const key = /^([A-Z][A-Z0-9_]*)\s*=/.exec(line);
      if (key) vars.add(key[1]!);
    }
  }
  const bindings = new Set([...toml.matchAll(/\b(?:binding|name)\s*=\s*"([A-Z][A-Z0-9_]*)"/g)].map((m) => m[1]!));
  return { vars, bindings };
}

/** The configuration table against what the Worker reads and what its files set, both ways. */
export function settingProblems(
  rows: readonly SettingRow[],
  read: ReadonlySet<string>,
  wrangler: { vars: ReadonlySet<string>; bindings: ReadonlySet<string> },
  devVars: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const documented = new Map<string, string>();
  for (const row of rows) for (const name of row.names) documented.set(name, row.kind);
  if (documented.size === 0) return ['docs/configuration.md: no settings table (| name | kind | ...)'];
  for (const name of documented.keys()) if (!read.has(name)) problems.push(`docs/configuration.md: ${name} is no setting the Worker reads`);
  for (const name of read) if (!documented.has(name)) problems.push(`docs/configuration.md: the Worker reads ${name}, which the table lacks`);
  const expectKind = (names: ReadonlySet<string>, kind: string, where: string) => {
    for (const name of names) {
      if (!documented.has(name)) problems.push(`docs/configuration.md: ${where} sets ${name}, which the table lacks`);
      else if (documented.get(name) !== kind) problems.push(`docs/configuration.md: ${name} is a ${kind} (${where}), not "${documented.get(name)}"`);
    }
  };
  expectKind(wrangler.vars, 'var', 'wrangler.toml');
  expectKind(wrangler.bindings, 'binding', 'wrangler.toml');
  expectKind(devVars, 'secret', '.dev.vars.example');
  return problems;
}

/** `NAME=value` lines of .dev.vars.example. */
export function devVarNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
}
