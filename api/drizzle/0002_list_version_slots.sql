-- The lists' count cache (services/lists/list-count-cache.ts) validates a count against the versions its
-- viewer sees. The one version of baseline section 0011_list_count_cache was raised by every write, so
-- each change emptied every tenant's cached counts and the commits of all writers queued on its row.
-- Now row 0 is raised by what every list reads (products, target products and their categories, an
-- agency's companies) and rows 1–64 by the writes of the companies in that slot (their campaigns, items
-- and names): a vendor's counts outlive the writes of companies in other slots, and writers queue only
-- behind writers of the same slot. Slots rather than a row per company keep a retailer's version, the
-- sum of them all, as cheap with thousands of companies as with ten.
DROP TABLE "list_versions";--> statement-breakpoint
CREATE TABLE "list_versions" (
	"slot" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);--> statement-breakpoint
INSERT INTO "list_versions" ("slot") SELECT generate_series(0, 64);--> statement-breakpoint
CREATE FUNCTION "list_version_slot"("company_id" integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN 1 + "company_id" % 64;--> statement-breakpoint
-- Still deferred to the commit (why: baseline section 0011) and once per transaction and slot: the
-- transaction-local setting lists the slots it raised (";0;12;"). The trigger's argument names the
-- column holding the company ("id" for companies); without one the change is row 0's. A row that moves
-- to another company raises both companies' slots.
CREATE OR REPLACE FUNCTION "list_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	raised text := coalesce(nullif(current_setting('portal.list_versions_raised', true), ''), ';');
	slots integer[] := ARRAY[]::integer[];
	raising integer;
BEGIN
	IF TG_NARGS = 0 THEN
		slots := ARRAY[0];
	ELSIF TG_ARGV[0] = 'id' THEN
		IF TG_OP <> 'INSERT' THEN slots := slots || "list_version_slot"(OLD."id"); END IF;
		IF TG_OP <> 'DELETE' THEN slots := slots || "list_version_slot"(NEW."id"); END IF;
	ELSE
		IF TG_OP <> 'INSERT' THEN slots := slots || "list_version_slot"(OLD."company_id"); END IF;
		IF TG_OP <> 'DELETE' THEN slots := slots || "list_version_slot"(NEW."company_id"); END IF;
	END IF;
	FOREACH raising IN ARRAY slots LOOP
		IF position(';' || raising || ';' IN raised) = 0 THEN
			UPDATE "list_versions" SET "version" = "version" + 1 WHERE "slot" = raising;
			raised := raised || raising || ';';
		END IF;
	END LOOP;
	PERFORM set_config('portal.list_versions_raised', raised, true);
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "campaigns_list_version" ON "campaigns";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "campaigns_list_version" AFTER INSERT OR DELETE OR UPDATE OF "company_id", "state_id", "name", "sales_person_id", "company_contact_id", "agency_contact_id", "created_by_user_id", "start_date", "end_date", "items_count", "total_price" ON "campaigns"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"('company_id');--> statement-breakpoint
DROP TRIGGER "campaign_items_list_version" ON "campaign_items";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "campaign_items_list_version" AFTER INSERT OR DELETE OR UPDATE OF "campaign_id", "company_id", "product_id", "state_id", "start_date", "end_date", "target_url", "target_product_id", "target_landing_page_id" ON "campaign_items"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"('company_id');--> statement-breakpoint
DROP TRIGGER "companies_list_version" ON "companies";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_list_version" AFTER INSERT OR DELETE OR UPDATE OF "name" ON "companies"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_raise"('id');
