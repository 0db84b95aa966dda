-- The activity search reads each matching shop product's newest items from the (target_product_id, id)
-- index, as it does a product's (item-list-search.ts). Keeping every product's newest item id (baseline
-- section 0021_target_product_last_item) saved 2–4 ms of a search whose p99 is well under its target,
-- at the cost of locking the promoted products in every item write.
DROP TRIGGER "campaign_items_target_product_last_item_insert" ON "campaign_items";--> statement-breakpoint
DROP TRIGGER "campaign_items_target_product_last_item_update" ON "campaign_items";--> statement-breakpoint
DROP TRIGGER "campaign_items_target_product_last_item_delete" ON "campaign_items";--> statement-breakpoint
DROP FUNCTION "campaign_items_target_product_last_item"();--> statement-breakpoint
DROP FUNCTION "target_products_last_item_refresh"(integer[]);--> statement-breakpoint
ALTER TABLE "target_products" DROP COLUMN "last_item_id";
