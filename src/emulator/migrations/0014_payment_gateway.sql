-- The payment gateway stand-in: a card typed in the browser is swapped for a token here,
-- and only the token (with brand, masked number, expiry and holder) travels on. The test
-- card decides what the token does when it is used: approve or decline.
CREATE TABLE IF NOT EXISTS gateway_tokens (
  token TEXT PRIMARY KEY,
  card_brand TEXT NOT NULL,
  masked_card_number TEXT NOT NULL,
  expiry_mo INTEGER NOT NULL,
  expiry_yr INTEGER NOT NULL,
  card_holder_name TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('approve', 'decline')),
  created_at TEXT NOT NULL
);

-- Developer control: while switched on, every request the emulated services receive
-- (method, path, headers, body) is kept, so a test can read what the storefront sent.
CREATE TABLE IF NOT EXISTS emulator_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  headers TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- A fourth fault, 'slow': the right answer, late (a busy machine). SQLite cannot widen a
-- CHECK in place, so the (transient) faults table is made again.
DROP TABLE IF EXISTS emulator_faults;
CREATE TABLE emulator_faults (
  service TEXT PRIMARY KEY,
  mode TEXT NOT NULL CHECK (mode IN ('500', 'hang', 'invalid-json', 'slow')),
  remaining INTEGER
);
