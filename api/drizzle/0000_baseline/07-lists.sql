-- Baseline, lists: src/db/schema/campaigns.ts (list totals and list versions), src/services/lists/.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE TABLE public.campaign_item_list_totals (
    company_id integer NOT NULL,
    product_id integer NOT NULL,
    state_id integer NOT NULL,
    items_count integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.campaign_list_totals (
    company_id integer NOT NULL,
    state_id integer NOT NULL,
    campaigns_count integer DEFAULT 0 NOT NULL,
    items_count bigint DEFAULT 0 NOT NULL,
    total_price numeric(18,2) DEFAULT '0'::numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.list_versions (
    slot integer NOT NULL,
    version bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO public.list_versions (slot, version) VALUES
	(0, 1),
	(1, 1),
	(2, 1),
	(3, 1),
	(4, 1),
	(5, 1),
	(6, 1),
	(7, 1),
	(8, 1),
	(9, 1),
	(10, 1),
	(11, 1),
	(12, 1),
	(13, 1),
	(14, 1),
	(15, 1),
	(16, 1),
	(17, 1),
	(18, 1),
	(19, 1),
	(20, 1),
	(21, 1),
	(22, 1),
	(23, 1),
	(24, 1),
	(25, 1),
	(26, 1),
	(27, 1),
	(28, 1),
	(29, 1),
	(30, 1),
	(31, 1),
	(32, 1),
	(33, 1),
	(34, 1),
	(35, 1),
	(36, 1),
	(37, 1),
	(38, 1),
	(39, 1),
	(40, 1),
	(41, 1),
	(42, 1),
	(43, 1),
	(44, 1),
	(45, 1),
	(46, 1),
	(47, 1),
	(48, 1),
	(49, 1),
	(50, 1),
	(51, 1),
	(52, 1),
	(53, 1),
	(54, 1),
	(55, 1),
	(56, 1),
	(57, 1),
	(58, 1),
	(59, 1),
	(60, 1),
	(61, 1),
	(62, 1),
	(63, 1),
	(64, 1);
--> statement-breakpoint
CREATE FUNCTION public.campaign_item_list_totals_apply() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION public.campaign_item_list_totals_campaign() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION public.campaign_list_totals_apply() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION public.list_version_raise() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION public.list_version_slot(company_id integer) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (1 + (company_id % 64));
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_list_totals
    ADD CONSTRAINT campaign_item_list_totals_company_id_product_id_state_id_pk PRIMARY KEY (company_id, product_id, state_id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_list_totals
    ADD CONSTRAINT campaign_list_totals_company_id_state_id_pk PRIMARY KEY (company_id, state_id);
--> statement-breakpoint
ALTER TABLE ONLY public.list_versions
    ADD CONSTRAINT list_versions_pkey PRIMARY KEY (slot);
--> statement-breakpoint
CREATE TRIGGER campaign_items_list_totals_delete AFTER DELETE ON public.campaign_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.campaign_item_list_totals_apply();
--> statement-breakpoint
CREATE TRIGGER campaign_items_list_totals_insert AFTER INSERT ON public.campaign_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.campaign_item_list_totals_apply();
--> statement-breakpoint
CREATE TRIGGER campaign_items_list_totals_update AFTER UPDATE ON public.campaign_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.campaign_item_list_totals_apply();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaign_items_list_version AFTER INSERT OR DELETE OR UPDATE OF campaign_id, company_id, product_id, state_id, start_date, end_date, target_url, target_product_id, target_landing_page_id ON public.campaign_items DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.list_version_raise('company_id');
--> statement-breakpoint
CREATE TRIGGER campaigns_item_list_totals_company AFTER UPDATE OF company_id ON public.campaigns FOR EACH ROW WHEN ((old.company_id IS DISTINCT FROM new.company_id)) EXECUTE FUNCTION public.campaign_item_list_totals_campaign();
--> statement-breakpoint
CREATE TRIGGER campaigns_item_list_totals_delete BEFORE DELETE ON public.campaigns FOR EACH ROW EXECUTE FUNCTION public.campaign_item_list_totals_campaign();
--> statement-breakpoint
CREATE TRIGGER campaigns_list_totals_delete AFTER DELETE ON public.campaigns REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.campaign_list_totals_apply();
--> statement-breakpoint
CREATE TRIGGER campaigns_list_totals_insert AFTER INSERT ON public.campaigns REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.campaign_list_totals_apply();
--> statement-breakpoint
CREATE TRIGGER campaigns_list_totals_update AFTER UPDATE ON public.campaigns REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.campaign_list_totals_apply();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaigns_list_version AFTER INSERT OR DELETE OR UPDATE OF company_id, state_id, name, sales_person_id, company_contact_id, agency_contact_id, created_by_user_id, start_date, end_date, items_count, total_price ON public.campaigns DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.list_version_raise('company_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER companies_list_version AFTER INSERT OR DELETE OR UPDATE OF name ON public.companies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.list_version_raise('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_list_version AFTER INSERT OR DELETE OR UPDATE OF name, title, category_id ON public.products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.list_version_raise();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER target_product_categories_list_version AFTER INSERT OR DELETE OR UPDATE OF root_id ON public.target_product_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.list_version_raise();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER target_products_list_version AFTER INSERT OR DELETE OR UPDATE OF name, external_identifier, brand_id, category_id ON public.target_products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.list_version_raise();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_vendor_companies_list_version AFTER INSERT OR DELETE OR UPDATE OF user_id, company_id ON public.user_vendor_companies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.list_version_raise();
