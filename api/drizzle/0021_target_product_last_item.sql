-- The newest item promoting each shop product (target_products.last_item_id, the largest item id),
-- kept in the transaction of every item write like the campaign's (0013): the activity search reads
-- the matching products' newest items from it instead of probing each product's items ("krém"
-- matches 417 products of the benchmark's shop; filter-campaign-items.ts, searchOf).
-- Statement triggers: the products a statement's items leave or join are locked in id order (two
-- transactions never lock them in opposite orders), then each is recomputed from the
-- (target_product_id, id) index in a fresh snapshot (READ COMMITTED after the lock), so parallel item
-- writes cannot lose a change. FOR NO KEY UPDATE does not conflict with the items' foreign key checks.
ALTER TABLE "target_products" ADD COLUMN "last_item_id" integer;--> statement-breakpoint
CREATE FUNCTION "target_products_last_item_refresh"("targets" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality("targets") = 0 THEN
		RETURN;
	END IF;
	PERFORM 1 FROM "target_products" WHERE "id" = ANY("targets") ORDER BY "id" FOR NO KEY UPDATE;
	UPDATE "target_products" t SET "last_item_id" = (
		SELECT max(i."id") FROM "campaign_items" i WHERE i."target_product_id" = t."id"
	)
	WHERE t."id" = ANY("targets");
END
$$;--> statement-breakpoint
CREATE FUNCTION "campaign_items_target_product_last_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "target_products_last_item_refresh"(array(
			SELECT DISTINCT "target_product_id" FROM new_rows WHERE "target_product_id" IS NOT NULL));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "target_products_last_item_refresh"(array(
			SELECT DISTINCT "target_product_id" FROM old_rows WHERE "target_product_id" IS NOT NULL));
	ELSE
		PERFORM "target_products_last_item_refresh"(array(
			SELECT DISTINCT changed."target_product_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
			CROSS JOIN LATERAL (VALUES (o."target_product_id"), (n."target_product_id")) AS changed("target_product_id")
			WHERE o."target_product_id" IS DISTINCT FROM n."target_product_id"
				AND changed."target_product_id" IS NOT NULL));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_items_target_product_last_item_insert" AFTER INSERT ON "campaign_items"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_items_target_product_last_item"();--> statement-breakpoint
CREATE TRIGGER "campaign_items_target_product_last_item_update" AFTER UPDATE ON "campaign_items"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_items_target_product_last_item"();--> statement-breakpoint
CREATE TRIGGER "campaign_items_target_product_last_item_delete" AFTER DELETE ON "campaign_items"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_items_target_product_last_item"();--> statement-breakpoint
UPDATE "target_products" t SET "last_item_id" = m."last_item_id"
FROM (SELECT "target_product_id", max("id") AS "last_item_id" FROM "campaign_items"
	WHERE "target_product_id" IS NOT NULL GROUP BY "target_product_id") m
WHERE t."id" = m."target_product_id";
