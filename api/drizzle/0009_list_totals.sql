CREATE TABLE "campaign_item_list_totals" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"items_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_item_list_totals_company_id_product_id_state_id_pk" PRIMARY KEY("company_id","product_id","state_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_list_totals" (
	"company_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"campaigns_count" integer DEFAULT 0 NOT NULL,
	"items_count" bigint DEFAULT 0 NOT NULL,
	"total_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "campaign_list_totals_company_id_state_id_pk" PRIMARY KEY("company_id","state_id")
);
--> statement-breakpoint
CREATE INDEX "campaign_items_product_price_idx" ON "campaign_items" USING btree ("product_id","price","id");--> statement-breakpoint
-- The summary of campaigns per (company, state), kept by statement triggers on campaigns: each
-- statement's changed rows (transition tables) are summed per company and state, the old rows
-- subtracted and the new added, in key order (so two transactions never lock the rows in opposite
-- orders). A bulk insert or update is then one pass, not one upsert per campaign.
CREATE FUNCTION "campaign_list_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "campaign_list_totals" AS t ("company_id", "state_id", "campaigns_count", "items_count", "total_price")
		SELECT "company_id", "state_id", count(*), sum("items_count"), sum("total_price")
		FROM new_rows GROUP BY "company_id", "state_id" ORDER BY "company_id", "state_id"
		ON CONFLICT ("company_id", "state_id") DO UPDATE SET
			"campaigns_count" = t."campaigns_count" + excluded."campaigns_count",
			"items_count" = t."items_count" + excluded."items_count",
			"total_price" = t."total_price" + excluded."total_price";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "campaign_list_totals" AS t ("company_id", "state_id", "campaigns_count", "items_count", "total_price")
		SELECT "company_id", "state_id", -count(*), -sum("items_count"), -sum("total_price")
		FROM old_rows GROUP BY "company_id", "state_id" ORDER BY "company_id", "state_id"
		ON CONFLICT ("company_id", "state_id") DO UPDATE SET
			"campaigns_count" = t."campaigns_count" + excluded."campaigns_count",
			"items_count" = t."items_count" + excluded."items_count",
			"total_price" = t."total_price" + excluded."total_price";
	ELSE
		INSERT INTO "campaign_list_totals" AS t ("company_id", "state_id", "campaigns_count", "items_count", "total_price")
		SELECT "company_id", "state_id", sum(n)::integer, sum(items), sum(price)
		FROM (
			SELECT "company_id", "state_id", 1 AS n, "items_count"::bigint AS items, "total_price" AS price FROM new_rows
			UNION ALL
			SELECT "company_id", "state_id", -1, -"items_count"::bigint, -"total_price" FROM old_rows
		) AS d
		GROUP BY "company_id", "state_id"
		HAVING sum(n) <> 0 OR sum(items) <> 0 OR sum(price) <> 0
		ORDER BY "company_id", "state_id"
		ON CONFLICT ("company_id", "state_id") DO UPDATE SET
			"campaigns_count" = t."campaigns_count" + excluded."campaigns_count",
			"items_count" = t."items_count" + excluded."items_count",
			"total_price" = t."total_price" + excluded."total_price";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_list_totals_insert" AFTER INSERT ON "campaigns"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_list_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "campaigns_list_totals_update" AFTER UPDATE ON "campaigns"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_list_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "campaigns_list_totals_delete" AFTER DELETE ON "campaigns"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_list_totals_apply"();--> statement-breakpoint
INSERT INTO "campaign_list_totals" ("company_id", "state_id", "campaigns_count", "items_count", "total_price")
SELECT "company_id", "state_id", count(*), sum("items_count"), sum("total_price")
FROM "campaigns" GROUP BY "company_id", "state_id";
--> statement-breakpoint
-- The summary of activities per (company, product, item state), kept by statement triggers on
-- campaign_items: each statement's changed items are counted per campaign company, product and state
-- (old rows subtracted, new added), upserted in key order. An item whose campaign is gone (the
-- cascade of a campaign's delete) is not counted here: campaign_item_list_totals_campaign_delete took
-- the campaign's items out before the delete.
CREATE FUNCTION "campaign_item_list_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "campaign_item_list_totals" AS t ("company_id", "product_id", "state_id", "items_count")
		SELECT c."company_id", i."product_id", i."state_id", count(*)
		FROM new_rows i JOIN "campaigns" c ON c."id" = i."campaign_id"
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "product_id", "state_id") DO UPDATE SET
			"items_count" = t."items_count" + excluded."items_count";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "campaign_item_list_totals" AS t ("company_id", "product_id", "state_id", "items_count")
		SELECT c."company_id", i."product_id", i."state_id", -count(*)
		FROM old_rows i JOIN "campaigns" c ON c."id" = i."campaign_id"
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "product_id", "state_id") DO UPDATE SET
			"items_count" = t."items_count" + excluded."items_count";
	ELSE
		INSERT INTO "campaign_item_list_totals" AS t ("company_id", "product_id", "state_id", "items_count")
		SELECT c."company_id", d."product_id", d."state_id", sum(d.n)::integer
		FROM (
			SELECT "campaign_id", "product_id", "state_id", 1 AS n FROM new_rows
			UNION ALL
			SELECT "campaign_id", "product_id", "state_id", -1 FROM old_rows
		) AS d JOIN "campaigns" c ON c."id" = d."campaign_id"
		GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "product_id", "state_id") DO UPDATE SET
			"items_count" = t."items_count" + excluded."items_count";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_items_list_totals_insert" AFTER INSERT ON "campaign_items"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_item_list_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "campaign_items_list_totals_update" AFTER UPDATE ON "campaign_items"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_item_list_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "campaign_items_list_totals_delete" AFTER DELETE ON "campaign_items"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_item_list_totals_apply"();--> statement-breakpoint
-- A campaign's items leave the summary before the campaign is deleted (its cascade then deletes items
-- whose company cannot be found any more), and move with the campaign to another company.
CREATE FUNCTION "campaign_item_list_totals_campaign"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "campaign_item_list_totals" AS t ("company_id", "product_id", "state_id", "items_count")
	SELECT d."company_id", d."product_id", d."state_id", sum(d.n)::integer
	FROM (
		SELECT OLD."company_id", i."product_id", i."state_id", -1 AS n
		FROM "campaign_items" i WHERE i."campaign_id" = OLD."id"
		UNION ALL
		SELECT NEW."company_id", i."product_id", i."state_id", 1
		FROM "campaign_items" i WHERE TG_OP = 'UPDATE' AND i."campaign_id" = NEW."id"
	) AS d
	GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("company_id", "product_id", "state_id") DO UPDATE SET
		"items_count" = t."items_count" + excluded."items_count";
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_item_list_totals_delete" BEFORE DELETE ON "campaigns"
	FOR EACH ROW EXECUTE FUNCTION "campaign_item_list_totals_campaign"();--> statement-breakpoint
CREATE TRIGGER "campaigns_item_list_totals_company" AFTER UPDATE OF "company_id" ON "campaigns"
	FOR EACH ROW WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id")
	EXECUTE FUNCTION "campaign_item_list_totals_campaign"();--> statement-breakpoint
INSERT INTO "campaign_item_list_totals" ("company_id", "product_id", "state_id", "items_count")
SELECT c."company_id", i."product_id", i."state_id", count(*)
FROM "campaign_items" i JOIN "campaigns" c ON c."id" = i."campaign_id"
GROUP BY 1, 2, 3;
