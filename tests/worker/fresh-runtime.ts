// Each worker test file starts from the state a fresh runtime would give it, though files share
// one workerd runtime per vitest worker (`isolate: false` in vitest.worker.config.mts): starting
// workerd, the emulator and the storefront's module graph anew for every file cost about half of
// the worker step's CPU time. Before each file this puts back what a new runtime holds:
// - the emulator's D1 database, every table as it was once the emulator had migrated and
//   seeded itself (copied before the first file ran in this runtime), and its isolate's
//   request-recording switch (off);
// - no storefront KV entry, no Durable Object storage (the tenant coordinator) and no
//   Durable Object instance in memory (the coordinator's counters). Queued messages survive an
//   abort, so the config sends the repurge queue's to a queue nobody consumes;
// - every module evaluated again (the storefront's per-isolate memory: page cache, memos,
//   rate gates), and real timers and mocks. Not put back: what workerd itself loads once per
//   runtime (CommonJS packages such as React's server build); files that notice it are listed
//   in ISOLATED in vitest.worker.config.mts and keep a runtime of their own.
import { abortAllDurableObjects, env, listDurableObjectIds, runInDurableObject } from 'cloudflare:test';
import { vi } from 'vitest';

type Bindings = { CACHE: KVNamespace; COORDINATOR: DurableObjectNamespace; EMULATOR_DB: D1Database; BACKEND: Fetcher };
type Table = { name: string; columns: string[]; rows: unknown[][] };
type Snapshot = { schema: string[]; tables: Table[] };

const SNAPSHOT = Symbol.for('winery.worker-tests.emulator-snapshot');
const shared = globalThis as unknown as { [SNAPSHOT]?: Snapshot };
const bindings = env as unknown as Bindings;

async function emulatorCall(path: string, method = 'GET') {
  const response = await bindings.BACKEND.fetch(new Request(`https://emulator.internal${path}`, { method, headers: { 'x-emulator-caller': 'test' } }));
  await response.body?.cancel();
  if (response.status >= 400) throw new Error(`the emulator answered ${response.status} to ${method} ${path}`);
}

/** D1's own bookkeeping and SQLite's are left alone: the emulator's tables only. */
const OWN_TABLES = "type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'";

async function snapshotEmulator(db: D1Database): Promise<Snapshot> {
  const { results: objects } = await db
    .prepare(`SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY type = 'table' DESC, rowid`)
    .all<{ type: string; name: string; sql: string }>();
  const tables: Table[] = [];
  for (const { name } of objects.filter((o) => o.type === 'table')) {
    const [columns, ...rows] = await db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).raw<unknown>({ columnNames: true });
    tables.push({ name, columns: (columns ?? []) as string[], rows: rows as unknown[][] });
  }
  return { schema: objects.map((o) => o.sql), tables };
}

async function restoreEmulator(db: D1Database, snapshot: Snapshot) {
  const { results } = await db.prepare(`SELECT name FROM sqlite_master WHERE ${OWN_TABLES}`).all<{ name: string }>();
  const present = new Set(results.map((r) => r.name));
  const statements: D1PreparedStatement[] = [];
  // A table a file created is dropped; one it dropped comes back with its indexes.
  for (const name of present) if (!snapshot.tables.some((t) => t.name === name)) statements.push(db.prepare(`DROP TABLE "${name}"`));
  for (const sql of snapshot.schema) {
    const table = /^CREATE TABLE\s+"?([^\s"(]+)/i.exec(sql)?.[1];
    if (table && !present.has(table)) statements.push(db.prepare(sql));
  }
  for (const table of snapshot.tables) {
    statements.push(db.prepare(`DELETE FROM "${table.name}"`));
    const insert = `INSERT INTO "${table.name}" (${table.columns.map((c) => `"${c}"`).join(', ')}) VALUES (${table.columns.map(() => '?').join(', ')})`;
    for (const row of table.rows) statements.push(db.prepare(insert).bind(...row));
  }
  await db.batch(statements);
}

async function emptyStorefrontStorage() {
  for (let cursor: string | undefined; ; ) {
    const page: KVNamespaceListResult<unknown, string> = await bindings.CACHE.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map((key) => bindings.CACHE.delete(key.name)));
    if (page.list_complete) break;
    cursor = page.cursor;
  }
  for (const id of await listDurableObjectIds(bindings.COORDINATOR)) {
    await runInDurableObject(bindings.COORDINATOR.get(id), async (_instance: unknown, state: DurableObjectState) => {
      await state.storage.deleteAll();
    });
  }
  await abortAllDurableObjects();
}

if (shared[SNAPSHOT] === undefined) {
  // The emulator migrates and seeds itself on its first request.
  await emulatorCall('/');
  shared[SNAPSHOT] = await snapshotEmulator(bindings.EMULATOR_DB);
} else {
  await emulatorCall('/__emulator/requests/recording', 'DELETE');
  await restoreEmulator(bindings.EMULATOR_DB, shared[SNAPSHOT]);
  await emptyStorefrontStorage();
  vi.useRealTimers();
  vi.resetModules();
}
