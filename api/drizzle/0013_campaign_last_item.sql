-- The campaign's newest item id, derived like its other figures by campaign_totals_refresh (0001) in
-- the transaction of every item write: the activity search reads the matching campaigns with the
-- newest last items instead of probing each campaign's items (filter-campaign-items.ts).
ALTER TABLE "campaigns" ADD COLUMN "last_item_id" integer;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "campaign_totals_refresh"("target" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "campaigns" WHERE "id" = "target" FOR NO KEY UPDATE;
	UPDATE "campaigns" SET
		"items_count" = "totals"."items_count",
		"start_date" = "totals"."start_date",
		"end_date" = "totals"."end_date",
		"total_price" = "totals"."total_price",
		"last_item_id" = "totals"."last_item_id"
	FROM (
		SELECT count(*)::integer AS "items_count", min("start_date") AS "start_date", max("end_date") AS "end_date",
			coalesce(sum("price"), 0) AS "total_price", max("id") AS "last_item_id"
		FROM "campaign_items" WHERE "campaign_id" = "target"
	) AS "totals"
	WHERE "campaigns"."id" = "target";
END
$$;--> statement-breakpoint
UPDATE "campaigns" c SET "last_item_id" = t."last_item_id"
FROM (SELECT "campaign_id", max("id") AS "last_item_id" FROM "campaign_items" GROUP BY "campaign_id") t
WHERE c."id" = t."campaign_id";
