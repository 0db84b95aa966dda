-- The activity list's rows of a page's item ids, for the statement of the page's ids to read in the
-- same round trip (services/campaign-items/activity-list-rows.ts). A PL/pgSQL function because its
-- query's plan is kept by each connection (planning it was half the cost of a page). The item's
-- campaign, company and promoted product are looked up by id in lateral subqueries that their LIMIT
-- keeps from being made joins: an index look-up per listed item whatever the table sizes, never a hash
-- of them all. The ad products and the states are a few rows: joins. The product's name is its title
-- unless blank, else its name in the ad server (productDisplayName in services/catalogue). The column
-- names are those of ListedActivity in activity-list-rows.ts.
CREATE FUNCTION "activity_list_rows"("ids" integer[])
RETURNS TABLE ("id" integer, "campaignId" integer, "campaignName" text, "companyId" integer,
	"companyName" text, "campaignStateId" integer, "campaignStateIdentifier" text,
	"campaignStateName" text, "canSendForCheck" boolean, "canEdit" boolean, "canApprove" boolean,
	"itemStateId" integer, "productId" integer, "productName" text, "rateType" text,
	"nativeFormat" boolean, "targetProductName" text, "targetProductSku" text, "startDate" text,
	"endDate" text, "price" numeric, "zipUploaded" boolean, "variableValues" text[])
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
	RETURN QUERY
	SELECT "i"."id", "campaign"."id", "campaign"."name", "company"."id", "company"."name",
		"s"."id", "s"."identifier", "s"."name", "s"."can_send_for_check", "s"."can_edit", "s"."can_approve",
		"i"."state_id", "p"."id", coalesce(nullif(btrim("p"."title"), ''), "p"."name"), "p"."rate_type",
		"p"."native_format", "target_product"."name", "target_product"."external_identifier",
		to_char("i"."start_date", 'YYYY-MM-DD'), to_char("i"."end_date", 'YYYY-MM-DD'), "i"."price",
		"i"."zip_storage_key" IS NOT NULL,
		(SELECT array_agg("v"."value" ORDER BY "v"."position", "v"."id")
			FROM "campaign_item_variable_values" AS "iv"
			INNER JOIN "product_variable_values" AS "v" ON "v"."id" = "iv"."variable_value_id"
			WHERE "iv"."campaign_item_id" = "i"."id")
	FROM "campaign_items" AS "i"
	INNER JOIN LATERAL (SELECT "c"."id", "c"."name", "c"."company_id", "c"."state_id" FROM "campaigns" AS "c"
		WHERE "c"."id" = "i"."campaign_id" LIMIT 1) AS "campaign" ON true
	INNER JOIN LATERAL (SELECT "co"."id", "co"."name" FROM "companies" AS "co"
		WHERE "co"."id" = "campaign"."company_id" LIMIT 1) AS "company" ON true
	INNER JOIN "campaign_states" AS "s" ON "s"."id" = "campaign"."state_id"
	INNER JOIN "products" AS "p" ON "p"."id" = "i"."product_id"
	LEFT JOIN LATERAL (SELECT "t"."name", "t"."external_identifier" FROM "target_products" AS "t"
		WHERE "t"."id" = "i"."target_product_id" LIMIT 1) AS "target_product" ON true
	WHERE "i"."id" = ANY("ids");
END
$$;
