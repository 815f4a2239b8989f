-- Workers Analytics Engine's stand-in (analytics-engine/routes.ts): every data point the
-- storefront would have written (its field speed), kept for GET /__emulator/vitals.
CREATE TABLE IF NOT EXISTS analytics_engine_points (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  dataset TEXT NOT NULL,
  point TEXT NOT NULL,
  written_at INTEGER NOT NULL
);
