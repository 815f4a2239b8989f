-- The emulated commerce backend (Commerce7-shaped). Money is integer cents; times the
-- API shows are ISO strings, times only the emulator reads are epoch milliseconds.

-- Catalogue. A product's display fields live in `data` (JSON); what rules and filters
-- read (status, visibility, prices, limits, stock) has columns.
CREATE TABLE IF NOT EXISTS commerce_collections (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS commerce_products (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  type TEXT NOT NULL,
  web_status TEXT NOT NULL CHECK (web_status IN ('Available', 'Not Available', 'Retired', 'Hidden')),
  admin_status TEXT NOT NULL CHECK (admin_status IN ('Available', 'Not Available', 'Retired', 'Hidden')),
  available_to TEXT NOT NULL DEFAULT 'Public',
  gift_card_type TEXT CHECK (gift_card_type IN ('Virtual', 'Physical')),
  position INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS commerce_product_collections (
  collection_id TEXT NOT NULL REFERENCES commerce_collections (id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (collection_id, product_id)
);
CREATE TABLE IF NOT EXISTS commerce_variants (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES commerce_products (id) ON DELETE CASCADE,
  sku TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  compare_price INTEGER,
  add_to_cart_price INTEGER,
  action_message TEXT,
  max_quantity_per_cart INTEGER,
  inventory_policy TEXT NOT NULL CHECK (inventory_policy IN ('Back Order', 'Dont Sell')),
  volume_ml INTEGER,
  bottles_in_case INTEGER,
  position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS commerce_variants_product ON commerce_variants (product_id);
CREATE TABLE IF NOT EXISTS commerce_inventory (
  variant_id TEXT NOT NULL REFERENCES commerce_variants (id) ON DELETE CASCADE,
  location_id TEXT NOT NULL,
  available_for_sale_count INTEGER NOT NULL,
  PRIMARY KEY (variant_id, location_id)
);

-- Customers and their club memberships (a customer's clubs[] is read from these).
CREATE TABLE IF NOT EXISTS commerce_customers (
  id TEXT PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email_id TEXT NOT NULL,
  phone TEXT,
  phone_id TEXT,
  -- pbkdf2$<iterations>$<salt b64>$<hash b64>
  password_hash TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  current_web_cart_id TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS commerce_club_memberships (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES commerce_customers (id) ON DELETE CASCADE,
  club_id TEXT NOT NULL,
  club_title TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Active', 'Cancelled', 'On Hold')),
  signup_date TEXT NOT NULL,
  cancel_date TEXT,
  cancellation_reason TEXT
);
CREATE INDEX IF NOT EXISTS commerce_club_memberships_customer ON commerce_club_memberships (customer_id);

-- Carts: one row per sku, so concurrent adds meet in one atomic upsert.
CREATE TABLE IF NOT EXISTS commerce_carts (
  id TEXT PRIMARY KEY,
  customer_id TEXT REFERENCES commerce_customers (id) ON DELETE SET NULL,
  channel TEXT NOT NULL DEFAULT 'Web',
  user_agent TEXT,
  email_id TEXT,
  meta_data TEXT,
  gift_message TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS commerce_cart_items (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES commerce_carts (id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  variant_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  item_data TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (cart_id, sku)
);

-- Orders keep the titles and prices they were placed at.
CREATE TABLE IF NOT EXISTS commerce_orders (
  id TEXT PRIMARY KEY,
  order_number INTEGER NOT NULL UNIQUE,
  customer_id TEXT REFERENCES commerce_customers (id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  order_submitted_date TEXT NOT NULL,
  order_type TEXT NOT NULL DEFAULT 'Regular',
  channel TEXT NOT NULL DEFAULT 'Web',
  sub_total INTEGER NOT NULL,
  shipping_total INTEGER NOT NULL DEFAULT 0,
  tax_total INTEGER NOT NULL DEFAULT 0,
  total_discount INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  fulfillment_status TEXT NOT NULL DEFAULT 'Not Fulfilled',
  shipping_address TEXT
);
CREATE INDEX IF NOT EXISTS commerce_orders_customer ON commerce_orders (customer_id);
CREATE TABLE IF NOT EXISTS commerce_order_items (
  order_id TEXT NOT NULL REFERENCES commerce_orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  sku TEXT NOT NULL,
  product_title TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  price INTEGER NOT NULL,
  compare_price INTEGER,
  PRIMARY KEY (order_id, position)
);

-- Logged-out tokens, kept until they would have expired anyway.
CREATE TABLE IF NOT EXISTS commerce_revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
-- Password-reset and magic links: only the SHA-256 of the token is stored.
CREATE TABLE IF NOT EXISTS commerce_customer_links (
  token_hash TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES commerce_customers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('reset', 'magic')),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
-- The e-mails the backend would have sent; no e-mail leaves the machine.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
