-- The campaign list's rows of a page's campaign ids, for the list statement to read in the same round
-- trip as the ids (services/campaigns/campaign-list-rows.ts). A PL/pgSQL function because its query's
-- plan is kept by each connection: written into the list statement, the rows' joins were planned with
-- every page (1.0–1.5 ms more than a second round trip). Each campaign's company, contact and sales
-- person are looked up by id in a lateral subquery that its LIMIT keeps from being turned into a join,
-- so the kept plan is an index look-up per campaign whatever the table sizes, never a hash of them all.
-- The delivery figures are the sums of the campaign's item totals (0018). The column names are those
-- of ListedCampaign in campaign-list-rows.ts.
CREATE FUNCTION "campaign_list_rows"("ids" integer[])
RETURNS TABLE ("id" integer, "name" text, "itemsCount" integer, "companyId" integer, "companyName" text,
	"contactId" integer, "contactFirstName" text, "contactLastName" text,
	"salesPersonId" integer, "salesPersonFirstName" text, "salesPersonLastName" text,
	"stateId" integer, "stateIdentifier" text, "stateName" text,
	"canSendForCheck" boolean, "canEdit" boolean, "canApprove" boolean,
	"startDate" text, "endDate" text, "totalPrice" numeric,
	"impressions" numeric, "views" numeric, "clicks" numeric,
	"viewableImpressions" numeric, "measuredImpressions" numeric)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
	RETURN QUERY
	SELECT "c"."id", "c"."name", "c"."items_count", "company"."id", "company"."name",
		"contact"."id", "contact"."first_name", "contact"."last_name",
		"sales_person"."id", "sales_person"."first_name", "sales_person"."last_name",
		"s"."id", "s"."identifier", "s"."name", "s"."can_send_for_check", "s"."can_edit", "s"."can_approve",
		to_char("c"."start_date", 'YYYY-MM-DD'), to_char("c"."end_date", 'YYYY-MM-DD'), "c"."total_price",
		"delivery"."impressions", "delivery"."views", "delivery"."clicks",
		"delivery"."viewable_impressions", "delivery"."measured_impressions"
	FROM "campaigns" AS "c"
	INNER JOIN LATERAL (SELECT "co"."id", "co"."name" FROM "companies" AS "co"
		WHERE "co"."id" = "c"."company_id" LIMIT 1) AS "company" ON true
	INNER JOIN "campaign_states" AS "s" ON "s"."id" = "c"."state_id"
	LEFT JOIN LATERAL (SELECT "u"."id", "u"."first_name", "u"."last_name" FROM "users" AS "u"
		WHERE "u"."id" = "c"."company_contact_id" LIMIT 1) AS "contact" ON true
	LEFT JOIN LATERAL (SELECT "u"."id", "u"."first_name", "u"."last_name" FROM "users" AS "u"
		WHERE "u"."id" = "c"."sales_person_id" LIMIT 1) AS "sales_person" ON true
	LEFT JOIN LATERAL (SELECT sum("t"."impressions") AS "impressions", sum("t"."views") AS "views",
			sum("t"."clicks") AS "clicks", sum("t"."viewable_impressions") AS "viewable_impressions",
			sum("t"."measured_impressions") AS "measured_impressions"
		FROM "ad_server_delivery_totals" AS "t" WHERE "t"."campaign_id" = "c"."id") AS "delivery" ON true
	WHERE "c"."id" = ANY("ids");
END
$$;
