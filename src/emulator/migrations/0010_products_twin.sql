-- Commerce7's product object, field for field (products.md, collections.md): the variant
-- fields the storefront used to be spared (stock tracking, shipping, tax type, weight,
-- alcohol), an inventory record's allocated and reserved counts, and a collection's own
-- document (content, status, image, seo). Page slugs, accolades and display flags are not
-- Commerce7's: they left the product for the page builder's c-7-products-data model.
ALTER TABLE commerce_variants ADD COLUMN alcohol_percentage REAL;
ALTER TABLE commerce_variants ADD COLUMN has_inventory INTEGER NOT NULL DEFAULT 1;
ALTER TABLE commerce_variants ADD COLUMN has_shipping INTEGER NOT NULL DEFAULT 1;
ALTER TABLE commerce_variants ADD COLUMN tax_type TEXT NOT NULL DEFAULT 'Wine';
ALTER TABLE commerce_variants ADD COLUMN weight REAL;
ALTER TABLE commerce_inventory ADD COLUMN allocated_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE commerce_inventory ADD COLUMN reserve_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE commerce_collections ADD COLUMN data TEXT NOT NULL DEFAULT '{}';
