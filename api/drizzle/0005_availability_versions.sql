-- The availability answer (GET /products/{id}/availability) is built once per product and window and
-- kept by each API instance while the product's version below is unchanged. Every writer bumps it in
-- its own transaction, by trigger, whoever writes: the version an instance reads in the same statement
-- as the answer's data tells it whether a kept answer is still the database's.
CREATE TABLE "availability_versions" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_in" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_versions" ADD CONSTRAINT "availability_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE SEQUENCE "availability_version_seq";--> statement-breakpoint
-- A new version for a product, once per transaction: the row stays locked by the writer until it
-- commits, so writers of one product's bookings take this lock before they touch a booking row (the
-- BEFORE trigger below) and wait for each other here, not in a deadlock.
CREATE FUNCTION "bump_availability_version"("product" integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "availability_versions" AS "v" ("product_id", "version", "changed_in")
	VALUES ("product", nextval('availability_version_seq'), pg_current_xact_id()::text::bigint)
	ON CONFLICT ("product_id") DO UPDATE SET "version" = excluded."version", "changed_in" = excluded."changed_in"
	WHERE "v"."changed_in" <> excluded."changed_in";
$$;--> statement-breakpoint
-- The holder of a taken week, one primary-key lookup away: the item's campaign on the booking row.
ALTER TABLE "flat_rate_bookings" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
UPDATE "flat_rate_bookings" "b" SET "campaign_id" = "i"."campaign_id" FROM "campaign_items" "i" WHERE "i"."id" = "b"."campaign_item_id";--> statement-breakpoint
ALTER TABLE "flat_rate_bookings" ALTER COLUMN "campaign_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flat_rate_bookings" ADD CONSTRAINT "flat_rate_bookings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flat_rate_bookings_campaign_idx" ON "flat_rate_bookings" USING btree ("campaign_id");--> statement-breakpoint
-- Booking rows only for live items (migration 0003), now also with the item's campaign: filled in when
-- the insert leaves it out, refused when it names another one.
CREATE OR REPLACE FUNCTION "flat_rate_bookings_of_live_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"item_campaign" integer;
	"live" boolean;
BEGIN
	SELECT "i"."campaign_id", "i"."state_id" <> 11 AND "c"."state_id" <> 11 INTO "item_campaign", "live"
	FROM "campaign_items" "i" JOIN "campaigns" "c" ON "c"."id" = "i"."campaign_id"
	WHERE "i"."id" = NEW."campaign_item_id";
	IF NOT "live" THEN
		RAISE EXCEPTION 'a canceled item cannot book week % of product %', NEW."week_start", NEW."product_id"
			USING ERRCODE = 'check_violation';
	END IF;
	IF NEW."campaign_id" IS NULL THEN
		NEW."campaign_id" := "item_campaign";
	ELSIF "item_campaign" IS NOT NULL AND NEW."campaign_id" <> "item_campaign" THEN
		RAISE EXCEPTION 'booking of item % names campaign %, the item is in campaign %',
			NEW."campaign_item_id", NEW."campaign_id", "item_campaign" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
-- Every written or removed booking row (also by cascade) gives its product a new version. BEFORE, so
-- the product's version row is locked before any booking row of it is touched.
CREATE FUNCTION "flat_rate_bookings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "bump_availability_version"(OLD."product_id");
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "bump_availability_version"(NEW."product_id");
		RETURN NEW;
	END IF;
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "flat_rate_bookings_version" BEFORE INSERT OR UPDATE OR DELETE ON "flat_rate_bookings"
	FOR EACH ROW EXECUTE FUNCTION "flat_rate_bookings_version"();--> statement-breakpoint
-- An item moved to another campaign takes its bookings' campaign along.
CREATE FUNCTION "flat_rate_bookings_follow_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "flat_rate_bookings" SET "campaign_id" = NEW."campaign_id" WHERE "campaign_item_id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_items_bookings_follow" AFTER UPDATE OF "campaign_id" ON "campaign_items"
	FOR EACH ROW WHEN (NEW."campaign_id" IS DISTINCT FROM OLD."campaign_id")
	EXECUTE FUNCTION "flat_rate_bookings_follow_item"();--> statement-breakpoint
-- Canceling a campaign frees its weeks (migration 0003), found by the campaign index now. The versions
-- of its products are bumped first, in product order, so two cancellations sharing products cannot
-- deadlock.
CREATE OR REPLACE FUNCTION "release_bookings_of_canceled_campaign"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "bump_availability_version"("p"."product_id")
	FROM (SELECT DISTINCT "product_id" FROM "flat_rate_bookings" WHERE "campaign_id" = NEW."id" ORDER BY 1) "p";
	DELETE FROM "flat_rate_bookings" WHERE "campaign_id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Who holds a week is part of the answer for retailer staff: renaming a campaign (or moving it to
-- another company), or renaming a company, gives the products of their weeks a new version.
CREATE FUNCTION "availability_holder_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'campaigns' THEN
		PERFORM "bump_availability_version"("p"."product_id")
		FROM (SELECT DISTINCT "product_id" FROM "flat_rate_bookings" WHERE "campaign_id" = NEW."id" ORDER BY 1) "p";
	ELSE
		PERFORM "bump_availability_version"("p"."product_id")
		FROM (
			SELECT DISTINCT "b"."product_id" FROM "flat_rate_bookings" "b"
			JOIN "campaigns" "c" ON "c"."id" = "b"."campaign_id" WHERE "c"."company_id" = NEW."id" ORDER BY 1
		) "p";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_availability_holder" AFTER UPDATE OF "name", "company_id" ON "campaigns"
	FOR EACH ROW WHEN (NEW."name" IS DISTINCT FROM OLD."name" OR NEW."company_id" IS DISTINCT FROM OLD."company_id")
	EXECUTE FUNCTION "availability_holder_renamed"();--> statement-breakpoint
CREATE TRIGGER "companies_availability_holder" AFTER UPDATE OF "name" ON "companies"
	FOR EACH ROW WHEN (NEW."name" IS DISTINCT FROM OLD."name")
	EXECUTE FUNCTION "availability_holder_renamed"();--> statement-breakpoint
-- Target-product search: without the fast-update pending list, which every search scanned (it is
-- emptied by VACUUM only, and PGlite has no autovacuum); what is pending now goes into the index.
ALTER INDEX "target_products_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "target_products_sku_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('target_products_name_trgm_idx'), gin_clean_pending_list('target_products_sku_trgm_idx');
