-- Faults a developer or a test switches on to see how the storefront copes with a
-- failing backend: mode '500' answers 500, 'hang' never answers, 'invalid-json' sends junk.
CREATE TABLE IF NOT EXISTS emulator_faults (
  service TEXT PRIMARY KEY,
  mode TEXT NOT NULL CHECK (mode IN ('500', 'hang', 'invalid-json')),
  remaining INTEGER
);
