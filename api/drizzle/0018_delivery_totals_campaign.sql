-- Each item's totals carry its campaign (items never move between campaigns), so a page of campaigns
-- sums its campaigns' totals by one index instead of joining every item of each campaign.
ALTER TABLE "ad_server_delivery_totals" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
UPDATE "ad_server_delivery_totals" AS "t" SET "campaign_id" = "i"."campaign_id"
FROM "campaign_items" AS "i" WHERE "i"."id" = "t"."campaign_item_id";--> statement-breakpoint
ALTER TABLE "ad_server_delivery_totals" ALTER COLUMN "campaign_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_server_delivery_totals_campaign_idx" ON "ad_server_delivery_totals" USING btree ("campaign_id");--> statement-breakpoint
-- As in 0015, with the campaign of each item: a delivery row always has its item when it is written
-- (its foreign key), so the join finds it.
CREATE OR REPLACE FUNCTION "ad_server_delivery_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "ad_server_delivery_totals" AS "t" ("campaign_item_id", "campaign_id", "days", "impressions",
		"views", "viewable_impressions", "measured_impressions", "clicks", "hard_conversions", "soft_conversions")
	SELECT "a"."campaign_item_id", "i"."campaign_id", count(*)::integer, sum("a"."impressions"), sum("a"."views"),
		coalesce(sum("a"."viewable_impressions"), 0),
		coalesce(sum("a"."impressions") FILTER (WHERE "a"."viewable_impressions" IS NOT NULL), 0),
		sum("a"."clicks"), sum("a"."hard_conversions"), sum("a"."soft_conversions")
	FROM "added" AS "a" INNER JOIN "campaign_items" AS "i" ON "i"."id" = "a"."campaign_item_id"
	GROUP BY "a"."campaign_item_id", "i"."campaign_id"
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
$$;
