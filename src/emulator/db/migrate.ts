// Source: none; the emulator's own storage, with no real-service counterpart (unverified on
// purpose: no service's behaviour is copied here, only wrangler's d1_migrations table).
// Applies the emulator's migrations on first use, recording them in the same
// d1_migrations table `wrangler d1 migrations apply` uses, so both agree.
// Source: none; the emulator's own storage (wrangler's d1_migrations table), no real-service
// counterpart.
import m0001 from '../migrations/0001_content.sql';
import m0002 from '../migrations/0002_faults.sql';
import m0003 from '../migrations/0003_commerce.sql';
import m0004 from '../migrations/0004_checkout.sql';
import m0005 from '../migrations/0005_marketing.sql';
import m0006 from '../migrations/0006_clubs.sql';
import m0007 from '../migrations/0007_marketing_profiles.sql';
import m0009 from '../migrations/0009_order_cards.sql';
import m0010 from '../migrations/0010_products_twin.sql';
import m0012 from '../migrations/0012_commerce_app.sql';
import m0014 from '../migrations/0014_payment_gateway.sql';
import m0020 from '../migrations/0020_klaviyo.sql';
import m0021 from '../migrations/0021_one_request_recorder.sql';
import m0023 from '../migrations/0023_error_reports.sql';
import m0027 from '../migrations/0027_customer_app_data.sql';
import m0030 from '../migrations/0030_analytics_engine.sql';
import m0031 from '../migrations/0031_customer_meta_data.sql';
import m0034 from '../migrations/0034_builder_track_events.sql';
import m0035 from '../migrations/0035_order_purchase_type.sql';

export const MIGRATIONS: readonly { name: string; sql: string }[] = [
  { name: '0001_content.sql', sql: m0001 },
  { name: '0002_faults.sql', sql: m0002 },
  { name: '0003_commerce.sql', sql: m0003 },
  { name: '0004_checkout.sql', sql: m0004 },
  { name: '0005_marketing.sql', sql: m0005 },
  { name: '0006_clubs.sql', sql: m0006 },
  { name: '0007_marketing_profiles.sql', sql: m0007 },
  { name: '0009_order_cards.sql', sql: m0009 },
  { name: '0010_products_twin.sql', sql: m0010 },
  { name: '0012_commerce_app.sql', sql: m0012 },
  { name: '0014_payment_gateway.sql', sql: m0014 },
  { name: '0020_klaviyo.sql', sql: m0020 },
  { name: '0021_one_request_recorder.sql', sql: m0021 },
  { name: '0023_error_reports.sql', sql: m0023 },
  { name: '0027_customer_app_data.sql', sql: m0027 },
  { name: '0030_analytics_engine.sql', sql: m0030 },
  { name: '0031_customer_meta_data.sql', sql: m0031 },
  { name: '0034_builder_track_events.sql', sql: m0034 },
  { name: '0035_order_purchase_type.sql', sql: m0035 },
];

export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

export async function migrate(db: D1Database): Promise<void> {
  await db.prepare('CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)').run();
  const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()).results.map((r) => r.name));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.name)) continue;
    await db.batch([...splitStatements(migration.sql).map((statement) => db.prepare(statement)), db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name)]);
  }
}
