-- The marketing emulator's throttle switch: while `remaining` is above zero, sign-ups
-- and form submissions answer 429 "throttled" (as Klaviyo does under its rate limit),
-- counting down by one each time, so a test or a developer sees the retry at work.
CREATE TABLE IF NOT EXISTS marketing_throttle (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  remaining INTEGER NOT NULL,
  retry_after_seconds INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS form_submissions_form_type ON form_submissions (form_type, id);
