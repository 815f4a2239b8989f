-- Commerce7's customer metaData (skynet-watcher/Commerce7 docs/developer/resources/customers.md:
-- the customer object's `metaData`, sent on create or update): the tenant's own customer
-- fields, kept as the object Commerce7 answers with. NULL when none is set.
ALTER TABLE commerce_customers ADD COLUMN meta_data TEXT;
