CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"short_description" text,
	"min_days_before_start_date" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"auto_pause_flight" boolean DEFAULT false NOT NULL,
	"domain_url" text,
	"sas_name" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_min_days_check" CHECK ("product_categories"."min_days_before_start_date" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"description" text,
	"icon" text,
	"price" numeric(14, 2) NOT NULL,
	"min_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"rate_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"native_format" boolean DEFAULT false NOT NULL,
	"native_type" text DEFAULT 'none' NOT NULL,
	"check_avails" boolean DEFAULT false NOT NULL,
	"search_tool" boolean DEFAULT false NOT NULL,
	"auction" boolean DEFAULT false NOT NULL,
	"multiple_variable_values" boolean DEFAULT false NOT NULL,
	"default_pos_enabled" boolean DEFAULT false NOT NULL,
	"more_info_url" text,
	"more_info_url_title" text,
	"size_external_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_rate_type_check" CHECK ("products"."rate_type" in ('FLAT_RATE', 'CPM', 'CPC')),
	CONSTRAINT "products_native_type_check" CHECK ("products"."native_type" in ('topInCategory', 'topInSearch', 'topInAllSecondCategory', 'matchingProvidedProducts', 'other', 'none')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_min_amount_check" CHECK ("products"."min_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_item_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"can_send_for_check" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campaign_item_states_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "campaign_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"state_id" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"ordered_amount" bigint,
	"unit_price" numeric(14, 2) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"note" text,
	"message" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_items_dates_check" CHECK ("campaign_items"."end_date" >= "campaign_items"."start_date"),
	CONSTRAINT "campaign_items_ordered_amount_check" CHECK ("campaign_items"."ordered_amount" is null or "campaign_items"."ordered_amount" between 1 and 2000000000),
	CONSTRAINT "campaign_items_prices_check" CHECK ("campaign_items"."unit_price" >= 0 and "campaign_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"can_send_for_check" boolean DEFAULT false NOT NULL,
	"can_edit" boolean DEFAULT false NOT NULL,
	"can_approve" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campaign_states_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_id" integer NOT NULL,
	"company_contact_id" integer,
	"sales_person_id" integer,
	"agency_id" integer,
	"agency_contact_id" integer,
	"state_id" integer DEFAULT 1 NOT NULL,
	"reject_reason" text,
	"items_count" integer DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"total_price" numeric(16, 2) DEFAULT '0' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_state_id_campaign_item_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."campaign_item_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_contact_id_users_id_fk" FOREIGN KEY ("company_contact_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_agency_id_companies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_agency_contact_id_users_id_fk" FOREIGN KEY ("agency_contact_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_state_id_campaign_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."campaign_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_position_idx" ON "product_categories" USING btree ("position");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "campaign_items_campaign_idx" ON "campaign_items" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_items_product_idx" ON "campaign_items" USING btree ("product_id","start_date");--> statement-breakpoint
CREATE INDEX "campaign_items_state_idx" ON "campaign_items" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "campaigns_company_idx" ON "campaigns" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "campaigns_company_contact_idx" ON "campaigns" USING btree ("company_contact_id");--> statement-breakpoint
CREATE INDEX "campaigns_state_idx" ON "campaigns" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "campaigns_sales_person_idx" ON "campaigns" USING btree ("sales_person_id");--> statement-breakpoint
CREATE INDEX "campaigns_agency_idx" ON "campaigns" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "campaigns_agency_contact_idx" ON "campaigns" USING btree ("agency_contact_id");--> statement-breakpoint
CREATE INDEX "campaigns_created_by_idx" ON "campaigns" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "campaigns_name_idx" ON "campaigns" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "campaigns_start_date_idx" ON "campaigns" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "campaigns_end_date_idx" ON "campaigns" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "campaigns_total_price_idx" ON "campaigns" USING btree ("total_price");--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");--> statement-breakpoint
-- Reference data: the campaign and line-item states (design.md §3), mirrored by CAMPAIGN_STATES and CAMPAIGN_ITEM_STATES in shared-contracts.
INSERT INTO "campaign_states" ("id", "identifier", "name", "can_send_for_check", "can_edit", "can_approve") VALUES
	(1, 'in-process', 'Rozpracovaná', true, true, false),
	(2, 'sas-check', 'Ke kontrole', false, false, false),
	(3, 'user-check', 'Ke schválení klientem', false, true, true),
	(4, 'approved', 'Schválená', false, false, false),
	(5, 'creative-waiting-for-approval', 'Kreativa čeká na schválení', false, false, false),
	(6, 'creative-returned', 'Kreativa vrácena', false, false, false),
	(7, 'prepared', 'Připravená', false, false, false),
	(8, 'online', 'Běží', false, false, false),
	(9, 'closed', 'Ukončená', false, false, false),
	(10, 'paused', 'Pozastavená', false, false, false),
	(11, 'canceled', 'Zrušená', false, false, false),
	(12, 'reserved', 'Rezervovaná', false, false, false);--> statement-breakpoint
INSERT INTO "campaign_item_states" ("id", "identifier", "name", "can_send_for_check") VALUES
	(1, 'in-process', 'Rozpracovaná', false),
	(2, 'sas-check', 'Ke kontrole', false),
	(3, 'user-check', 'Ke schválení klientem', false),
	(4, 'approved', 'Schválená', true),
	(5, 'waiting-for-approval', 'Čeká na schválení', false),
	(6, 'returned', 'Vrácená', true),
	(7, 'prepared', 'Připravená', false),
	(8, 'online', 'Běží', false),
	(9, 'closed', 'Ukončená', false),
	(10, 'paused', 'Pozastavená', false),
	(11, 'canceled', 'Zrušená', false),
	(12, 'reserved', 'Rezervovaná', false),
	(13, 'missing', 'Chybí kreativa', true);--> statement-breakpoint
-- Derived campaign figures (items_count, start_date, end_date, total_price), kept by the database in
-- the transaction of every item write. The campaign row is locked first; the next statement then
-- reads the items in a fresh snapshot (READ COMMITTED), so parallel item writes cannot lose a change.
-- FOR NO KEY UPDATE (not FOR UPDATE): it does not conflict with the FOR KEY SHARE lock the item's
-- foreign key check holds, so parallel writers queue instead of deadlocking.
CREATE FUNCTION "campaign_totals_refresh"("target" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "campaigns" WHERE "id" = "target" FOR NO KEY UPDATE;
	UPDATE "campaigns" SET
		"items_count" = "totals"."items_count",
		"start_date" = "totals"."start_date",
		"end_date" = "totals"."end_date",
		"total_price" = "totals"."total_price"
	FROM (
		SELECT count(*)::integer AS "items_count", min("start_date") AS "start_date", max("end_date") AS "end_date",
			coalesce(sum("price"), 0) AS "total_price"
		FROM "campaign_items" WHERE "campaign_id" = "target"
	) AS "totals"
	WHERE "campaigns"."id" = "target";
END
$$;--> statement-breakpoint
CREATE FUNCTION "campaign_items_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "campaign_totals_refresh"(OLD."campaign_id");
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."campaign_id" <> OLD."campaign_id") THEN
		PERFORM "campaign_totals_refresh"(NEW."campaign_id");
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_items_totals" AFTER INSERT OR DELETE OR UPDATE OF "campaign_id", "start_date", "end_date", "price"
	ON "campaign_items" FOR EACH ROW EXECUTE FUNCTION "campaign_items_totals"();
