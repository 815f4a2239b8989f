-- The marketing emulator's profiles, as Klaviyo keeps them: one per e-mail address and one
-- per phone number (E.164). A sign-up whose phone belongs to another profile's e-mail is
-- refused with 409 duplicate_profile. The seeded profile gives a fresh clone a number that
-- is already taken: (707) 555-0100 belongs to member@example.com.
CREATE TABLE IF NOT EXISTS marketing_profiles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT UNIQUE,
  phone_number TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  CHECK (email IS NOT NULL OR phone_number IS NOT NULL)
);
INSERT OR IGNORE INTO marketing_profiles (email, phone_number, created_at) VALUES ('member@example.com', '+17075550100', 0);
