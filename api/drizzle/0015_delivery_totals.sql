CREATE TABLE "ad_server_delivery_totals" (
	"campaign_item_id" integer PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"impressions" bigint NOT NULL,
	"views" bigint NOT NULL,
	"viewable_impressions" bigint NOT NULL,
	"measured_impressions" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	"hard_conversions" bigint NOT NULL,
	"soft_conversions" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_server_delivery_totals" ADD CONSTRAINT "ad_server_delivery_totals_campaign_item_id_campaign_items_id_fk" FOREIGN KEY ("campaign_item_id") REFERENCES "public"."campaign_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The totals follow every write of ad_server_delivery in its own statement (the clock job's day of
-- simulated delivery, an import's insert or update, a deletion or its cascade from an item): the
-- statement's new rows are added per item and its old rows subtracted. An item's row goes when its
-- last day does, so "no row" keeps meaning "no delivery yet". A deleted item's row goes by cascade.
CREATE FUNCTION "ad_server_delivery_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "ad_server_delivery_totals" AS "t" ("campaign_item_id", "days", "impressions", "views",
		"viewable_impressions", "measured_impressions", "clicks", "hard_conversions", "soft_conversions")
	SELECT "campaign_item_id", count(*)::integer, sum("impressions"), sum("views"),
		coalesce(sum("viewable_impressions"), 0),
		coalesce(sum("impressions") FILTER (WHERE "viewable_impressions" IS NOT NULL), 0),
		sum("clicks"), sum("hard_conversions"), sum("soft_conversions")
	FROM "added" GROUP BY "campaign_item_id"
	ON CONFLICT ("campaign_item_id") DO UPDATE SET
		"days" = "t"."days" + excluded."days",
		"impressions" = "t"."impressions" + excluded."impressions",
		"views" = "t"."views" + excluded."views",
		"viewable_impressions" = "t"."viewable_impressions" + excluded."viewable_impressions",
		"measured_impressions" = "t"."measured_impressions" + excluded."measured_impressions",
		"clicks" = "t"."clicks" + excluded."clicks",
		"hard_conversions" = "t"."hard_conversions" + excluded."hard_conversions",
		"soft_conversions" = "t"."soft_conversions" + excluded."soft_conversions";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "ad_server_delivery_totals_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "ad_server_delivery_totals" AS "t" SET
		"days" = "t"."days" - "r"."days",
		"impressions" = "t"."impressions" - "r"."impressions",
		"views" = "t"."views" - "r"."views",
		"viewable_impressions" = "t"."viewable_impressions" - "r"."viewable_impressions",
		"measured_impressions" = "t"."measured_impressions" - "r"."measured_impressions",
		"clicks" = "t"."clicks" - "r"."clicks",
		"hard_conversions" = "t"."hard_conversions" - "r"."hard_conversions",
		"soft_conversions" = "t"."soft_conversions" - "r"."soft_conversions"
	FROM (
		SELECT "campaign_item_id", count(*)::integer AS "days", sum("impressions") AS "impressions",
			sum("views") AS "views", coalesce(sum("viewable_impressions"), 0) AS "viewable_impressions",
			coalesce(sum("impressions") FILTER (WHERE "viewable_impressions" IS NOT NULL), 0) AS "measured_impressions",
			sum("clicks") AS "clicks", sum("hard_conversions") AS "hard_conversions",
			sum("soft_conversions") AS "soft_conversions"
		FROM "removed" GROUP BY "campaign_item_id"
	) AS "r"
	WHERE "t"."campaign_item_id" = "r"."campaign_item_id";
	DELETE FROM "ad_server_delivery_totals"
	WHERE "days" = 0 AND "campaign_item_id" IN (SELECT "campaign_item_id" FROM "removed");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ad_server_delivery_totals_insert" AFTER INSERT ON "ad_server_delivery"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "ad_server_delivery_totals_add"();--> statement-breakpoint
CREATE TRIGGER "ad_server_delivery_totals_update_add" AFTER UPDATE ON "ad_server_delivery"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "ad_server_delivery_totals_add"();--> statement-breakpoint
CREATE TRIGGER "ad_server_delivery_totals_update_subtract" AFTER UPDATE ON "ad_server_delivery"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "ad_server_delivery_totals_subtract"();--> statement-breakpoint
CREATE TRIGGER "ad_server_delivery_totals_delete" AFTER DELETE ON "ad_server_delivery"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "ad_server_delivery_totals_subtract"();--> statement-breakpoint
INSERT INTO "ad_server_delivery_totals" ("campaign_item_id", "days", "impressions", "views",
	"viewable_impressions", "measured_impressions", "clicks", "hard_conversions", "soft_conversions")
SELECT "campaign_item_id", count(*)::integer, sum("impressions"), sum("views"),
	coalesce(sum("viewable_impressions"), 0),
	coalesce(sum("impressions") FILTER (WHERE "viewable_impressions" IS NOT NULL), 0),
	sum("clicks"), sum("hard_conversions"), sum("soft_conversions")
FROM "ad_server_delivery" GROUP BY "campaign_item_id";
