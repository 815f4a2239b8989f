-- The card an order was paid with, as Commerce7's order tenders name it: brand and last four.
ALTER TABLE commerce_orders ADD COLUMN card_brand TEXT;
