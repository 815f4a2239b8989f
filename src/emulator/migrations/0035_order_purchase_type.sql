-- Orders that follow another one (orders.md: previousOrderId, previousOrderNumber; a refund
-- or an exchange names the order it returns). order_type (0003) holds Commerce7's
-- purchaseType: Refund, Exchange, Pickup To Ship, Regular, Corporate Order.
ALTER TABLE commerce_orders ADD COLUMN previous_order_id TEXT;
