-- Page-builder content: one row per entry revision ("published" or "draft").
CREATE TABLE IF NOT EXISTS content_entries (
  id TEXT NOT NULL,
  revision TEXT NOT NULL CHECK (revision IN ('published', 'draft')),
  model TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  url_path TEXT,
  data TEXT NOT NULL,
  query TEXT NOT NULL DEFAULT '[]',
  priority INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (id, revision)
);
CREATE INDEX IF NOT EXISTS content_entries_model_url ON content_entries (model, url_path);

-- Marketing form submissions, so nothing a visitor sends is lost.
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form_type TEXT NOT NULL,
  email TEXT,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS emulator_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
