-- The error service's stand-in (errors/routes.ts): every envelope item Sentry's ingest
-- endpoint would have received, kept for GET /__emulator/error-reports.
CREATE TABLE IF NOT EXISTS error_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  event_id TEXT,
  item_type TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
