-- Builder's track endpoint twin (content/track.ts): every A/B test event the browser sent,
-- kept for GET /__emulator/builder-track-events.
CREATE TABLE IF NOT EXISTS builder_track_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  content_id TEXT,
  variation_id TEXT,
  session_id TEXT,
  event TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
