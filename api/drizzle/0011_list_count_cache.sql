-- The version the campaign and activity lists validate their cached counts against
-- (services/campaigns/list-count-cache.ts): one row, raised once by every transaction that changes
-- what the lists count, at its commit.
CREATE TABLE "list_versions" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_versions_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "list_versions" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- The item's copy of its campaign's company: set from the campaign whatever the writer passed, and
-- moved with the campaign to another company.
CREATE FUNCTION "campaign_items_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."company_id" := (SELECT c."company_id" FROM "campaigns" c WHERE c."id" = NEW."campaign_id");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "campaigns_items_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "campaign_items" SET "company_id" = NEW."company_id" WHERE "campaign_id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "campaign_items" i SET "company_id" = c."company_id" FROM "campaigns" c WHERE c."id" = i."campaign_id";--> statement-breakpoint
ALTER TABLE "campaign_items" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
CREATE TRIGGER "campaign_items_company" BEFORE INSERT OR UPDATE OF "campaign_id", "company_id" ON "campaign_items"
	FOR EACH ROW EXECUTE FUNCTION "campaign_items_company"();--> statement-breakpoint
CREATE TRIGGER "campaigns_items_company" AFTER UPDATE OF "company_id" ON "campaigns"
	FOR EACH ROW WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id")
	EXECUTE FUNCTION "campaigns_items_company"();--> statement-breakpoint
CREATE INDEX "campaign_items_company_idx" ON "campaign_items" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "campaign_items_company_state_idx" ON "campaign_items" USING btree ("company_id","state_id","id");--> statement-breakpoint
-- Last: a deferred trigger's pending events forbid altering its table later in this transaction
-- (the backfill above would have queued one per item).
-- Raised by the columns the lists filter, search, count or sum by (not by a message, a note or a
-- zip, which change no count). Deferred to the commit, so the row is locked only while the transaction commits: taken at the first
-- write instead, it would be held to the end of the transaction and serialise every writer of
-- campaigns behind the slowest one (and could close a lock cycle with the summaries' rows). Once per
-- transaction: the first event marks the transaction in a transaction-local setting.
CREATE FUNCTION "list_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('portal.list_version_raised', true) IS DISTINCT FROM txid_current()::text THEN
		UPDATE "list_versions" SET "version" = "version" + 1 WHERE "id" = 1;
		PERFORM set_config('portal.list_version_raised', txid_current()::text, true);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "campaigns_list_version" AFTER INSERT OR DELETE OR UPDATE OF "company_id", "state_id", "name", "sales_person_id", "company_contact_id", "agency_contact_id", "created_by_user_id", "start_date", "end_date", "items_count", "total_price" ON "campaigns"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "campaign_items_list_version" AFTER INSERT OR DELETE OR UPDATE OF "campaign_id", "company_id", "product_id", "state_id", "start_date", "end_date", "target_url", "target_product_id", "target_landing_page_id" ON "campaign_items"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_list_version" AFTER INSERT OR DELETE OR UPDATE OF "name" ON "companies"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_list_version" AFTER INSERT OR DELETE OR UPDATE OF "name", "title", "category_id" ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "target_products_list_version" AFTER INSERT OR DELETE OR UPDATE OF "name", "external_identifier", "brand_id", "category_id" ON "target_products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "target_product_categories_list_version" AFTER INSERT OR DELETE OR UPDATE OF "root_id" ON "target_product_categories"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_vendor_companies_list_version" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "company_id" ON "user_vendor_companies"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"();
