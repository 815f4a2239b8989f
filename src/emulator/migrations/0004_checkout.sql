-- Checkout: how an order was fulfilled and paid (only the card's last four digits; the
-- full number and the CVV are never stored), and one row per checked-out cart.
ALTER TABLE commerce_orders ADD COLUMN fulfillment TEXT CHECK (fulfillment IN ('ship', 'pickup'));
ALTER TABLE commerce_orders ADD COLUMN card_last4 TEXT;

-- A cart is checked out at most once: the losing request of a double submission fails to
-- insert its row, and every other write of its batch is conditioned on that row.
-- An Idempotency-Key, when sent, is a second handle on the same checkout.
CREATE TABLE IF NOT EXISTS commerce_checkouts (
  cart_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
