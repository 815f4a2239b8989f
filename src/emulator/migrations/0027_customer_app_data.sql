-- Commerce7's app data on a customer (docs/developer/app-platform/custom-app-data.md): the
-- `appData` node an app writes on create or update, kept as the object Commerce7 answers
-- with, keyed by the writing app's id: {"<appId>": {...}}. NULL when no app wrote any.
ALTER TABLE commerce_customers ADD COLUMN app_data TEXT;
