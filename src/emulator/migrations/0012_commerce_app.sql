-- Commerce7's app authentication and rate limit (commerce7-apis.md "Rate limiting"), and
-- the customer fields the emulator did not keep before (customers.md).

-- The rate-limit switch: absent = no limit (the emulator's default). One fixed window per
-- tenant (the emulator serves one tenant), counting app-authenticated requests.
CREATE TABLE IF NOT EXISTS commerce_rate_limit (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  limit_per_minute INTEGER NOT NULL,
  window_ms INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
-- A developer control: while emulator_meta 'commerce_request_log' is 'on', every commerce
-- call is noted with the kind of credentials it carried (never the credentials).
CREATE TABLE IF NOT EXISTS commerce_request_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  auth TEXT NOT NULL,
  carries_app_secret INTEGER NOT NULL,
  status INTEGER,
  created_at INTEGER NOT NULL
);
ALTER TABLE commerce_customers ADD COLUMN email_marketing_status TEXT CHECK (email_marketing_status IN ('Subscribed', 'Unsubscribed'));
ALTER TABLE commerce_customers ADD COLUMN updated_at TEXT;
