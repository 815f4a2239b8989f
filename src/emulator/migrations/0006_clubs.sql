-- Clubs and joining them (Commerce7-shaped): the clubs themselves, a customer's saved
-- addresses and card tokens, and what a membership was joined with. Card numbers are
-- never stored: a card row keeps the brand, the masked number and an opaque token.
CREATE TABLE IF NOT EXISTS commerce_clubs (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Traditional', 'Subscription')),
  content TEXT NOT NULL,
  seo TEXT NOT NULL,
  web_status TEXT NOT NULL CHECK (web_status IN ('Available', 'Not Available')),
  admin_status TEXT NOT NULL CHECK (admin_status IN ('Available', 'Not Available')),
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS commerce_customer_addresses (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES commerce_customers (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address TEXT NOT NULL,
  address2 TEXT,
  city TEXT NOT NULL,
  state_code TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'US',
  phone TEXT,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS commerce_customer_addresses_customer ON commerce_customer_addresses (customer_id);
CREATE TABLE IF NOT EXISTS commerce_customer_credit_cards (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES commerce_customers (id) ON DELETE CASCADE,
  card_brand TEXT NOT NULL,
  masked_card_number TEXT NOT NULL,
  token_on_file TEXT NOT NULL,
  expiry_mo INTEGER NOT NULL,
  expiry_yr INTEGER NOT NULL,
  card_holder_name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS commerce_customer_credit_cards_customer ON commerce_customer_credit_cards (customer_id);
ALTER TABLE commerce_customers ADD COLUMN birth_date TEXT;
ALTER TABLE commerce_club_memberships ADD COLUMN order_delivery_method TEXT CHECK (order_delivery_method IN ('Ship', 'Pickup'));
ALTER TABLE commerce_club_memberships ADD COLUMN bill_to_customer_address_id TEXT;
ALTER TABLE commerce_club_memberships ADD COLUMN ship_to_customer_address_id TEXT;
ALTER TABLE commerce_club_memberships ADD COLUMN customer_credit_card_id TEXT;
ALTER TABLE commerce_club_memberships ADD COLUMN subscription_frequency TEXT;
ALTER TABLE commerce_club_memberships ADD COLUMN subscription_next_process_date TEXT;
-- One running membership per customer and club: of concurrent identical joins only one
-- row goes in; a cancelled membership leaves the way open to join again.
CREATE UNIQUE INDEX IF NOT EXISTS commerce_club_memberships_one_running ON commerce_club_memberships (customer_id, club_id) WHERE status <> 'Cancelled';
