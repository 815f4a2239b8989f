-- One developer control records what the emulated services receive (admin/recording.ts):
-- the commerce-only request log it replaces goes, and each recorded request keeps the
-- status it was answered and whether the App Secret Key appeared in it. Requests recorded
-- before this kept Authorization values as sent; they are dropped with the switch.
DROP TABLE IF EXISTS commerce_request_log;
DELETE FROM emulator_meta WHERE key IN ('commerce_request_log', 'record_requests');
DELETE FROM emulator_requests;
ALTER TABLE emulator_requests ADD COLUMN status INTEGER;
ALTER TABLE emulator_requests ADD COLUMN carries_app_secret INTEGER NOT NULL DEFAULT 0;
