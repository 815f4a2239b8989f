-- The marketing emulator as Klaviyo's server API keeps it (klaviyo/openapi,
-- openapi/stable/apis/bulk_subscribe_profiles.json, create_or_update_profile.json,
-- create_event.json): lists, profiles, the consent a subscribe job gave to a list, and
-- events (metrics a flow can act on). Replaces the invented form_submissions store and
-- the e-mail/phone-only marketing_profiles table.
DROP TABLE IF EXISTS marketing_profiles;
DROP INDEX IF EXISTS form_submissions_form_type;
DROP TABLE IF EXISTS form_submissions;

-- Lists: real list ids are 6-character strings (the OpenAPI example "Y6nRLr").
CREATE TABLE IF NOT EXISTS klaviyo_lists (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- Klaviyo's lists default to double opt-in (REFERENCE "Klaviyo sign-ups").
  opt_in_process TEXT NOT NULL DEFAULT 'double_opt_in'
);
INSERT OR IGNORE INTO klaviyo_lists (id, name) VALUES ('RnWs7Q', 'Newsletter');
INSERT OR IGNORE INTO klaviyo_lists (id, name) VALUES ('Tx4mPb', 'SMS Subscribers');
INSERT OR IGNORE INTO klaviyo_lists (id, name) VALUES ('Pq8vLh', 'Website Pop-up');
INSERT OR IGNORE INTO klaviyo_lists (id, name) VALUES ('Fm3kZc', 'Website Forms');

-- Profiles: one per e-mail and one per phone number (E.164); ids are 26-character ULIDs.
CREATE TABLE IF NOT EXISTS klaviyo_profiles (
  id TEXT PRIMARY KEY,
  email TEXT UNIQUE,
  phone_number TEXT UNIQUE,
  external_id TEXT,
  first_name TEXT,
  last_name TEXT,
  organization TEXT,
  locale TEXT,
  title TEXT,
  image TEXT,
  location TEXT,
  properties TEXT NOT NULL DEFAULT '{}',
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
-- A fresh clone has a number that is already taken: (707) 555-0100 is member@example.com's.
INSERT OR IGNORE INTO klaviyo_profiles (id, email, phone_number, first_name, last_name, created, updated)
  VALUES ('01JD2M7Q4N8R5T6V7W8X9Y0Z1A', 'member@example.com', '+17075550100', 'Morgan', 'Member', '2026-01-05T17:00:00+00:00', '2026-01-05T17:00:00+00:00');

-- One row per profile of an accepted subscribe job (list_id NULL: the account's default opt-in, no list).
CREATE TABLE IF NOT EXISTS klaviyo_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  list_id TEXT,
  email TEXT,
  phone_number TEXT,
  email_marketing TEXT,
  sms_marketing TEXT,
  sms_transactional TEXT,
  age_gated_date_of_birth TEXT,
  custom_source TEXT,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS klaviyo_subscriptions_email ON klaviyo_subscriptions (email, id);

CREATE TABLE IF NOT EXISTS klaviyo_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  metric TEXT NOT NULL,
  profile_id TEXT NOT NULL,
  email TEXT,
  phone_number TEXT,
  properties TEXT NOT NULL,
  time TEXT NOT NULL,
  unique_id TEXT,
  value REAL,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS klaviyo_events_metric ON klaviyo_events (metric, id);
CREATE INDEX IF NOT EXISTS klaviyo_events_email ON klaviyo_events (email, id);
