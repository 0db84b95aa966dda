-- The schema and reference data of every migration up to 0032_variable_value_translations, squashed
-- into one file (their text unchanged, in their order). Each keeps its old name as a section header
-- below, so a comment that names "migration 0011" means the section "0011_list_count_cache" here.
-- This migration carries the old 0032's timestamp in meta/_journal.json: a database that had applied
-- 0032 already holds all of it and skips it; one migrated by an older release stops with an error
-- (db/migrate.ts) and must first be started once with a release from before the squash.
-- ==== 0000_init ====
CREATE TABLE "agency_vendor_companies" (
	"agency_company_id" integer NOT NULL,
	"vendor_company_id" integer NOT NULL,
	CONSTRAINT "agency_vendor_companies_agency_company_id_vendor_company_id_pk" PRIMARY KEY("agency_company_id","vendor_company_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"registration_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_type_check" CHECK ("companies"."type" in ('retailer', 'vendor', 'agency'))
);
--> statement-breakpoint
CREATE TABLE "user_agencies" (
	"user_id" integer NOT NULL,
	"agency_company_id" integer NOT NULL,
	CONSTRAINT "user_agencies_user_id_agency_company_id_pk" PRIMARY KEY("user_id","agency_company_id")
);
--> statement-breakpoint
CREATE TABLE "user_sales_persons" (
	"user_id" integer NOT NULL,
	"sales_person_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_sales_persons_user_id_sales_person_id_pk" PRIMARY KEY("user_id","sales_person_id")
);
--> statement-breakpoint
CREATE TABLE "user_vendor_companies" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "user_vendor_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"company_id" integer,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"storefront_active" boolean DEFAULT true NOT NULL,
	"locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_recoveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_recoveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_recoveries_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"origin_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_registry" (
	"name" text PRIMARY KEY NOT NULL,
	"manifest_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_variable_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "settings_variable_groups_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "settings_variables" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" text,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_variables_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"impersonator_user_id" integer,
	"entity_type" text,
	"entity_id" text,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "agency_vendor_companies" ADD CONSTRAINT "agency_vendor_companies_agency_company_id_companies_id_fk" FOREIGN KEY ("agency_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_vendor_companies" ADD CONSTRAINT "agency_vendor_companies_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agencies" ADD CONSTRAINT "user_agencies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agencies" ADD CONSTRAINT "user_agencies_agency_company_id_companies_id_fk" FOREIGN KEY ("agency_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sales_persons" ADD CONSTRAINT "user_sales_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sales_persons" ADD CONSTRAINT "user_sales_persons_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vendor_companies" ADD CONSTRAINT "user_vendor_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vendor_companies" ADD CONSTRAINT "user_vendor_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_recoveries" ADD CONSTRAINT "password_recoveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_origin_session_id_sessions_id_fk" FOREIGN KEY ("origin_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_variables" ADD CONSTRAINT "settings_variables_group_id_settings_variable_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."settings_variable_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_vendor_companies_vendor_idx" ON "agency_vendor_companies" USING btree ("vendor_company_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_vendor_companies_company_idx" ON "user_vendor_companies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "password_recoveries_user_idx" ON "password_recoveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_origin_idx" ON "sessions" USING btree ("origin_session_id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id");
--> statement-breakpoint
-- ==== 0001_campaigns ====
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
--> statement-breakpoint
-- ==== 0002_ordering ====
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_id" integer NOT NULL,
	"parent_id" integer,
	"root_id" integer,
	"name" text NOT NULL,
	"external_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_id" integer NOT NULL,
	"external_identifier" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"brand_id" integer,
	"category_id" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_allowed_brands" (
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "user_allowed_brands_user_id_brand_id_pk" PRIMARY KEY("user_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"url" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_state_check" CHECK ("landing_pages"."state" in ('new', 'waiting-for-approval', 'returned', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "product_variable_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_allowed_product_categories" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "user_allowed_product_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_item_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_item_id" integer NOT NULL,
	"value" varchar(255) NOT NULL,
	"exact_match" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_item_keywords_value_check" CHECK (length(btrim("campaign_item_keywords"."value")) > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_item_variable_values" (
	"campaign_item_id" integer NOT NULL,
	"variable_value_id" integer NOT NULL,
	CONSTRAINT "campaign_item_variable_values_campaign_item_id_variable_value_id_pk" PRIMARY KEY("campaign_item_id","variable_value_id")
);
--> statement-breakpoint
CREATE TABLE "flat_rate_bookings" (
	"campaign_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variable_value_id" integer DEFAULT 0 NOT NULL,
	"week_start" date NOT NULL,
	CONSTRAINT "flat_rate_bookings_monday_check" CHECK (extract(isodow from "flat_rate_bookings"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "target_url" text;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "target_product_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "target_landing_page_id" integer;--> statement-breakpoint
ALTER TABLE "target_product_categories" ADD CONSTRAINT "target_product_categories_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_product_categories" ADD CONSTRAINT "target_product_categories_parent_id_target_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."target_product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_products" ADD CONSTRAINT "target_products_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_products" ADD CONSTRAINT "target_products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_products" ADD CONSTRAINT "target_products_category_id_target_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."target_product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_allowed_brands" ADD CONSTRAINT "user_allowed_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_allowed_brands" ADD CONSTRAINT "user_allowed_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variable_values" ADD CONSTRAINT "product_variable_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_allowed_product_categories" ADD CONSTRAINT "user_allowed_product_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_allowed_product_categories" ADD CONSTRAINT "user_allowed_product_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_item_keywords" ADD CONSTRAINT "campaign_item_keywords_campaign_item_id_campaign_items_id_fk" FOREIGN KEY ("campaign_item_id") REFERENCES "public"."campaign_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_item_variable_values" ADD CONSTRAINT "campaign_item_variable_values_campaign_item_id_campaign_items_id_fk" FOREIGN KEY ("campaign_item_id") REFERENCES "public"."campaign_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_item_variable_values" ADD CONSTRAINT "campaign_item_variable_values_variable_value_id_product_variable_values_id_fk" FOREIGN KEY ("variable_value_id") REFERENCES "public"."product_variable_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_bookings" ADD CONSTRAINT "flat_rate_bookings_campaign_item_id_campaign_items_id_fk" FOREIGN KEY ("campaign_item_id") REFERENCES "public"."campaign_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rate_bookings" ADD CONSTRAINT "flat_rate_bookings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "target_product_categories_external_unique" ON "target_product_categories" USING btree ("target_id","external_id");--> statement-breakpoint
CREATE INDEX "target_product_categories_parent_idx" ON "target_product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "target_product_categories_root_idx" ON "target_product_categories" USING btree ("root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "target_products_sku_unique" ON "target_products" USING btree ("target_id","external_identifier");--> statement-breakpoint
CREATE INDEX "target_products_url_idx" ON "target_products" USING btree ("target_id","url");--> statement-breakpoint
CREATE INDEX "target_products_name_idx" ON "target_products" USING btree ("target_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "target_products_brand_idx" ON "target_products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "target_products_category_idx" ON "target_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "landing_pages_company_idx" ON "landing_pages" USING btree ("company_id","target_id");--> statement-breakpoint
CREATE INDEX "product_variable_values_product_idx" ON "product_variable_values" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "campaign_item_keywords_item_idx" ON "campaign_item_keywords" USING btree ("campaign_item_id","position");--> statement-breakpoint
CREATE INDEX "campaign_item_variable_values_value_idx" ON "campaign_item_variable_values" USING btree ("variable_value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flat_rate_bookings_slot_unique" ON "flat_rate_bookings" USING btree ("product_id","variable_value_id","week_start");--> statement-breakpoint
CREATE INDEX "flat_rate_bookings_item_idx" ON "flat_rate_bookings" USING btree ("campaign_item_id");--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_target_product_id_target_products_id_fk" FOREIGN KEY ("target_product_id") REFERENCES "public"."target_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_target_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("target_landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_items_target_product_idx" ON "campaign_items" USING btree ("target_product_id");--> statement-breakpoint
CREATE INDEX "campaign_items_landing_page_idx" ON "campaign_items" USING btree ("target_landing_page_id");
--> statement-breakpoint
-- ==== 0003_release_canceled_bookings ====
-- Items of canceled campaigns, and canceled items, free their flat-rate weeks (design.md §4). The
-- database does it in the same transaction as the state change, whoever writes it, so every reader
-- of flat_rate_bookings can take a row as a taken week without joining the item and campaign states.
-- Reopening a canceled campaign books its weeks anew (the ordering service's bookSlots).
CREATE FUNCTION "release_bookings_of_canceled_campaign"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "flat_rate_bookings"
	WHERE "campaign_item_id" IN (SELECT "id" FROM "campaign_items" WHERE "campaign_id" = NEW."id");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_release_canceled_bookings" AFTER UPDATE OF "state_id" ON "campaigns"
	FOR EACH ROW WHEN (NEW."state_id" = 11 AND OLD."state_id" IS DISTINCT FROM 11)
	EXECUTE FUNCTION "release_bookings_of_canceled_campaign"();--> statement-breakpoint
CREATE FUNCTION "release_bookings_of_canceled_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "flat_rate_bookings" WHERE "campaign_item_id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_items_release_canceled_bookings" AFTER UPDATE OF "state_id" ON "campaign_items"
	FOR EACH ROW WHEN (NEW."state_id" = 11 AND OLD."state_id" IS DISTINCT FROM 11)
	EXECUTE FUNCTION "release_bookings_of_canceled_item"();--> statement-breakpoint
-- A booking row for an item that is canceled, or of a canceled campaign, cannot be written either.
CREATE FUNCTION "flat_rate_bookings_of_live_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (
		SELECT 1 FROM "campaign_items" "i" JOIN "campaigns" "c" ON "c"."id" = "i"."campaign_id"
		WHERE "i"."id" = NEW."campaign_item_id" AND ("i"."state_id" = 11 OR "c"."state_id" = 11)
	) THEN
		RAISE EXCEPTION 'a canceled item cannot book week % of product %', NEW."week_start", NEW."product_id"
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "flat_rate_bookings_of_live_items" BEFORE INSERT ON "flat_rate_bookings"
	FOR EACH ROW EXECUTE FUNCTION "flat_rate_bookings_of_live_items"();
--> statement-breakpoint
-- ==== 0004_target_product_search ====
-- Trigram indexes answer "name or SKU contains" searches from the index. pg_trgm is a trusted extension
-- (PostgreSQL 13+: the database owner may create it); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "target_products_name_trgm_idx" ON "target_products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "target_products_sku_trgm_idx" ON "target_products" USING gin (lower("external_identifier") gin_trgm_ops);
--> statement-breakpoint
-- ==== 0005_availability_versions ====
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
--> statement-breakpoint
-- ==== 0006_campaign_history ====
ALTER TABLE "audit_events" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
CREATE INDEX "audit_events_campaign_idx" ON "audit_events" USING btree ("campaign_id","at");--> statement-breakpoint
-- Earlier entries: a campaign's own, and its items' (which name their campaign in the details).
UPDATE "audit_events" SET "campaign_id" = "entity_id"::integer WHERE "entity_type" = 'campaign' AND "entity_id" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "audit_events" SET "campaign_id" = ("details"->>'campaignId')::integer WHERE "entity_type" = 'campaign_item' AND "details"->>'campaignId' ~ '^[0-9]+$';
--> statement-breakpoint
-- ==== 0007_ad_server ====
CREATE TABLE "ad_server_campaigns" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"ad_server" text DEFAULT 'local' NOT NULL,
	"external_id" text NOT NULL,
	"proposal_external_id" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "ad_server_campaigns_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "ad_server_campaigns_proposal_external_id_unique" UNIQUE("proposal_external_id")
);
--> statement-breakpoint
CREATE TABLE "ad_server_delivery" (
	"campaign_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint NOT NULL,
	"views" bigint NOT NULL,
	"viewable_impressions" bigint,
	"clicks" bigint NOT NULL,
	"hard_conversions" bigint NOT NULL,
	"soft_conversions" bigint NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_server_delivery_campaign_item_id_day_pk" PRIMARY KEY("campaign_item_id","day"),
	CONSTRAINT "ad_server_delivery_counts_check" CHECK ("ad_server_delivery"."impressions" >= 0 and "ad_server_delivery"."views" >= 0 and "ad_server_delivery"."clicks" >= 0 and "ad_server_delivery"."hard_conversions" >= 0 and "ad_server_delivery"."soft_conversions" >= 0 and coalesce("ad_server_delivery"."viewable_impressions", 0) >= 0),
	CONSTRAINT "ad_server_delivery_source_check" CHECK ("ad_server_delivery"."source" in ('simulated', 'imported'))
);
--> statement-breakpoint
CREATE TABLE "ad_server_line_items" (
	"campaign_item_id" integer PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"ad_server" text DEFAULT 'local' NOT NULL,
	"external_id" text NOT NULL,
	"flight_external_id" text NOT NULL,
	"creative_external_id" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"delivered_through" date,
	CONSTRAINT "ad_server_line_items_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "ad_server_line_items_flight_external_id_unique" UNIQUE("flight_external_id"),
	CONSTRAINT "ad_server_line_items_creative_external_id_unique" UNIQUE("creative_external_id")
);
--> statement-breakpoint
ALTER TABLE "ad_server_campaigns" ADD CONSTRAINT "ad_server_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_server_delivery" ADD CONSTRAINT "ad_server_delivery_campaign_item_id_campaign_items_id_fk" FOREIGN KEY ("campaign_item_id") REFERENCES "public"."campaign_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_server_line_items" ADD CONSTRAINT "ad_server_line_items_campaign_item_id_campaign_items_id_fk" FOREIGN KEY ("campaign_item_id") REFERENCES "public"."campaign_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_server_line_items" ADD CONSTRAINT "ad_server_line_items_campaign_id_ad_server_campaigns_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_server_campaigns"("campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_server_line_items_campaign_idx" ON "ad_server_line_items" USING btree ("campaign_id");
--> statement-breakpoint
-- ==== 0008_list_indexes ====
DROP INDEX "campaign_items_campaign_idx";--> statement-breakpoint
DROP INDEX "campaign_items_state_idx";--> statement-breakpoint
DROP INDEX "campaign_items_target_product_idx";--> statement-breakpoint
DROP INDEX "campaigns_company_idx";--> statement-breakpoint
DROP INDEX "campaigns_state_idx";--> statement-breakpoint
DROP INDEX "campaigns_total_price_idx";--> statement-breakpoint
CREATE INDEX "campaign_items_product_id_idx" ON "campaign_items" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "campaign_items_start_date_idx" ON "campaign_items" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "campaign_items_end_date_idx" ON "campaign_items" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "campaign_items_price_idx" ON "campaign_items" USING btree ("price");--> statement-breakpoint
CREATE INDEX "campaign_items_period_idx" ON "campaign_items" USING gist (daterange("start_date", "end_date", '[]'));--> statement-breakpoint
CREATE INDEX "campaign_items_custom_url_idx" ON "campaign_items" USING btree ("id") WHERE "campaign_items"."target_url" is not null and "campaign_items"."target_product_id" is null and "campaign_items"."target_landing_page_id" is null;--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm_idx" ON "campaigns" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "campaigns_name_natural_idx" ON "campaigns" USING btree (("name" collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "campaign_items_campaign_idx" ON "campaign_items" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaign_items_state_idx" ON "campaign_items" USING btree ("state_id","id");--> statement-breakpoint
CREATE INDEX "campaign_items_target_product_idx" ON "campaign_items" USING btree ("target_product_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_company_idx" ON "campaigns" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_state_idx" ON "campaigns" USING btree ("state_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_total_price_idx" ON "campaigns" USING btree ("total_price","id");
--> statement-breakpoint
-- ==== 0009_list_totals ====
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
--> statement-breakpoint
-- ==== 0010_creative_zip ====
ALTER TABLE "campaign_items" ADD COLUMN "zip_storage_key" text;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "zip_file_name" text;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "zip_size" integer;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "zip_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "zip_uploaded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_zip_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("zip_uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_zip_check" CHECK (("campaign_items"."zip_storage_key" is null and "campaign_items"."zip_file_name" is null and "campaign_items"."zip_size" is null and "campaign_items"."zip_uploaded_at" is null)
        or ("campaign_items"."zip_storage_key" is not null and "campaign_items"."zip_file_name" is not null and "campaign_items"."zip_size" > 0 and "campaign_items"."zip_uploaded_at" is not null));
--> statement-breakpoint
-- ==== 0011_list_count_cache ====
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
--> statement-breakpoint
-- ==== 0012_campaign_period ====
-- The campaign list's date range filter: the campaigns whose run overlaps the range (filter-campaigns.ts).
CREATE INDEX "campaigns_period_idx" ON "campaigns" USING gist (daterange("start_date", "end_date", '[]')) WHERE "campaigns"."start_date" is not null;
--> statement-breakpoint
-- ==== 0013_campaign_last_item ====
-- The campaign's newest item id, derived like its other figures by campaign_totals_refresh (0001) in
-- the transaction of every item write: the activity search reads the matching campaigns with the
-- newest last items instead of probing each campaign's items (filter-campaign-items.ts).
ALTER TABLE "campaigns" ADD COLUMN "last_item_id" integer;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "campaign_totals_refresh"("target" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "campaigns" WHERE "id" = "target" FOR NO KEY UPDATE;
	UPDATE "campaigns" SET
		"items_count" = "totals"."items_count",
		"start_date" = "totals"."start_date",
		"end_date" = "totals"."end_date",
		"total_price" = "totals"."total_price",
		"last_item_id" = "totals"."last_item_id"
	FROM (
		SELECT count(*)::integer AS "items_count", min("start_date") AS "start_date", max("end_date") AS "end_date",
			coalesce(sum("price"), 0) AS "total_price", max("id") AS "last_item_id"
		FROM "campaign_items" WHERE "campaign_id" = "target"
	) AS "totals"
	WHERE "campaigns"."id" = "target";
END
$$;--> statement-breakpoint
UPDATE "campaigns" c SET "last_item_id" = t."last_item_id"
FROM (SELECT "campaign_id", max("id") AS "last_item_id" FROM "campaign_items" GROUP BY "campaign_id") t
WHERE c."id" = t."campaign_id";
--> statement-breakpoint
-- ==== 0014_campaign_name_words ====
-- The words of campaign names (services/campaigns/name-search.ts): a search text's longest word finds
-- the few words of names that contain it, and their campaigns newest first, instead of gathering
-- every campaign whose name contains the text to sort them.
-- A name's words: lower case, split at spaces and punctuation, each once. The search text is split
-- by the same function in the same database, so a word of the text always lies within one word of a
-- name that contains the text. ASCII punctuation (the LIKE wildcards and escape among it) always
-- splits, so a word never holds a wildcard.
CREATE FUNCTION "campaign_name_words"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT DISTINCT "w" FROM regexp_split_to_table(lower("name"), '[[:space:][:punct:]]+') AS "w" WHERE "w" <> ''
$$;--> statement-breakpoint
CREATE TABLE "campaign_word_postings" (
	"word" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"last_item_id" integer,
	CONSTRAINT "campaign_word_postings_word_campaign_id_pk" PRIMARY KEY("word","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_word_postings" ADD CONSTRAINT "campaign_word_postings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "campaign_words" ("word")
	SELECT DISTINCT "w" FROM "campaigns", "campaign_name_words"("campaigns"."name") AS "w";--> statement-breakpoint
INSERT INTO "campaign_word_postings" ("word", "campaign_id", "last_item_id")
	SELECT "w", "c"."id", "c"."last_item_id" FROM "campaigns" "c", "campaign_name_words"("c"."name") AS "w";--> statement-breakpoint
CREATE INDEX "campaign_word_postings_campaign_idx" ON "campaign_word_postings" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_word_postings_last_item_idx" ON "campaign_word_postings" USING btree ("word","last_item_id","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_words_trgm_idx" ON "campaign_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "campaigns_company_last_item_idx" ON "campaigns" USING btree ("company_id","last_item_id");--> statement-breakpoint
-- A new or renamed campaign's words, added to the dictionary in order (two transactions adding the
-- same new words then wait for each other instead of deadlocking) and posted; a new last item only
-- moves the campaign's postings.
CREATE FUNCTION "campaigns_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."name" = NEW."name" THEN
		UPDATE "campaign_word_postings" SET "last_item_id" = NEW."last_item_id" WHERE "campaign_id" = NEW."id";
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM "campaign_word_postings" WHERE "campaign_id" = NEW."id";
	END IF;
	INSERT INTO "campaign_words" ("word")
		SELECT "w" FROM "campaign_name_words"(NEW."name") AS "w" ORDER BY "w" ON CONFLICT DO NOTHING;
	INSERT INTO "campaign_word_postings" ("word", "campaign_id", "last_item_id")
		SELECT "w", NEW."id", NEW."last_item_id" FROM "campaign_name_words"(NEW."name") AS "w";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_words_insert" AFTER INSERT ON "campaigns"
	FOR EACH ROW EXECUTE FUNCTION "campaigns_words"();--> statement-breakpoint
CREATE TRIGGER "campaigns_words_update" AFTER UPDATE OF "name", "last_item_id" ON "campaigns"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."last_item_id" IS DISTINCT FROM NEW."last_item_id")
	EXECUTE FUNCTION "campaigns_words"();
--> statement-breakpoint
-- ==== 0015_delivery_totals ====
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
--> statement-breakpoint
-- ==== 0016_campaign_state_period ====
-- The campaign list's state and month filters together: the state in the same GiST index as the run
-- (btree_gist gives integers a GiST operator class), so the month's campaigns of other states are never
-- visited. btree_gist is a trusted extension (PostgreSQL 13+); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "campaigns_state_period_idx" ON "campaigns" USING gist ("state_id",daterange("start_date", "end_date", '[]')) WHERE "campaigns"."start_date" is not null;
--> statement-breakpoint
-- ==== 0017_campaign_company_last_item_id ====
-- A company's campaigns by their newest item, with the campaign's id in the index: the activity search by
-- company name reads them from the index alone (filter-campaign-items.ts, name-search.ts).
DROP INDEX "campaigns_company_last_item_idx";--> statement-breakpoint
CREATE INDEX "campaigns_company_last_item_idx" ON "campaigns" USING btree ("company_id","last_item_id","id");
--> statement-breakpoint
-- ==== 0018_delivery_totals_campaign ====
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
--> statement-breakpoint
-- ==== 0019_campaign_list_rows ====
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
--> statement-breakpoint
-- ==== 0020_activity_list_rows ====
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
--> statement-breakpoint
-- ==== 0021_target_product_last_item ====
-- The newest item promoting each shop product (target_products.last_item_id, the largest item id),
-- kept in the transaction of every item write like the campaign's (0013): the activity search reads
-- the matching products' newest items from it instead of probing each product's items ("krém"
-- matches 417 products of the benchmark's shop; filter-campaign-items.ts, searchOf).
-- Statement triggers: the products a statement's items leave or join are locked in id order (two
-- transactions never lock them in opposite orders), then each is recomputed from the
-- (target_product_id, id) index in a fresh snapshot (READ COMMITTED after the lock), so parallel item
-- writes cannot lose a change. FOR NO KEY UPDATE does not conflict with the items' foreign key checks.
ALTER TABLE "target_products" ADD COLUMN "last_item_id" integer;--> statement-breakpoint
CREATE FUNCTION "target_products_last_item_refresh"("targets" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality("targets") = 0 THEN
		RETURN;
	END IF;
	PERFORM 1 FROM "target_products" WHERE "id" = ANY("targets") ORDER BY "id" FOR NO KEY UPDATE;
	UPDATE "target_products" t SET "last_item_id" = (
		SELECT max(i."id") FROM "campaign_items" i WHERE i."target_product_id" = t."id"
	)
	WHERE t."id" = ANY("targets");
END
$$;--> statement-breakpoint
CREATE FUNCTION "campaign_items_target_product_last_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "target_products_last_item_refresh"(array(
			SELECT DISTINCT "target_product_id" FROM new_rows WHERE "target_product_id" IS NOT NULL));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "target_products_last_item_refresh"(array(
			SELECT DISTINCT "target_product_id" FROM old_rows WHERE "target_product_id" IS NOT NULL));
	ELSE
		PERFORM "target_products_last_item_refresh"(array(
			SELECT DISTINCT changed."target_product_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
			CROSS JOIN LATERAL (VALUES (o."target_product_id"), (n."target_product_id")) AS changed("target_product_id")
			WHERE o."target_product_id" IS DISTINCT FROM n."target_product_id"
				AND changed."target_product_id" IS NOT NULL));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_items_target_product_last_item_insert" AFTER INSERT ON "campaign_items"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_items_target_product_last_item"();--> statement-breakpoint
CREATE TRIGGER "campaign_items_target_product_last_item_update" AFTER UPDATE ON "campaign_items"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_items_target_product_last_item"();--> statement-breakpoint
CREATE TRIGGER "campaign_items_target_product_last_item_delete" AFTER DELETE ON "campaign_items"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "campaign_items_target_product_last_item"();--> statement-breakpoint
UPDATE "target_products" t SET "last_item_id" = m."last_item_id"
FROM (SELECT "target_product_id", max("id") AS "last_item_id" FROM "campaign_items"
	WHERE "target_product_id" IS NOT NULL GROUP BY "target_product_id") m
WHERE t."id" = m."target_product_id";
--> statement-breakpoint
-- ==== 0022_login_addresses ====
CREATE TABLE "login_addresses" (
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- ==== 0023_creatives ====
CREATE TABLE "creative_field_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"creative_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"text" text,
	"file_id" integer,
	"auto_converted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" bigint NOT NULL,
	"tmp" boolean DEFAULT true NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "creative_format_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"format_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"text_media_type" text,
	"required" boolean DEFAULT false NOT NULL,
	"display_names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"restrictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"convert_from_id" integer,
	"conversion_format" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "creative_format_fields_media_type_check" CHECK ("creative_format_fields"."media_type" in ('text', 'file')),
	CONSTRAINT "creative_format_fields_text_media_type_check" CHECK (("creative_format_fields"."media_type" = 'file' and "creative_format_fields"."text_media_type" is null) or ("creative_format_fields"."media_type" = 'text' and "creative_format_fields"."text_media_type" in ('text', 'number', 'sku', 'product-shop-data'))),
	CONSTRAINT "creative_format_fields_conversion_check" CHECK ("creative_format_fields"."conversion_format" in ('none', 'png', 'jpg', 'webp'))
);
--> statement-breakpoint
CREATE TABLE "creative_formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_formats_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "creative_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"creative_id" integer NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"review" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"values" jsonb NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"format_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creatives_state_check" CHECK ("creatives"."state" in ('new', 'waiting-for-approval', 'returned', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "creative_format_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "creative_id" integer;--> statement-breakpoint
ALTER TABLE "creative_field_values" ADD CONSTRAINT "creative_field_values_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_field_values" ADD CONSTRAINT "creative_field_values_field_id_creative_format_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."creative_format_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_field_values" ADD CONSTRAINT "creative_field_values_file_id_creative_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."creative_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_files" ADD CONSTRAINT "creative_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_files" ADD CONSTRAINT "creative_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_format_fields" ADD CONSTRAINT "creative_format_fields_format_id_creative_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."creative_formats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_format_fields" ADD CONSTRAINT "creative_format_fields_convert_from_id_creative_format_fields_id_fk" FOREIGN KEY ("convert_from_id") REFERENCES "public"."creative_format_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_format_id_creative_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."creative_formats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creative_field_values_unique" ON "creative_field_values" USING btree ("creative_id","field_id");--> statement-breakpoint
CREATE INDEX "creative_field_values_file_idx" ON "creative_field_values" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "creative_files_company_idx" ON "creative_files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "creative_files_tmp_idx" ON "creative_files" USING btree ("created_at") WHERE "creative_files"."tmp";--> statement-breakpoint
CREATE UNIQUE INDEX "creative_format_fields_name_unique" ON "creative_format_fields" USING btree ("format_id","name");--> statement-breakpoint
CREATE INDEX "creative_format_fields_format_idx" ON "creative_format_fields" USING btree ("format_id","position");--> statement-breakpoint
CREATE INDEX "creative_versions_creative_idx" ON "creative_versions" USING btree ("creative_id","id");--> statement-breakpoint
CREATE INDEX "creatives_company_product_idx" ON "creatives" USING btree ("company_id","product_id","id");--> statement-breakpoint
CREATE INDEX "creatives_format_idx" ON "creatives" USING btree ("format_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_creative_format_id_creative_formats_id_fk" FOREIGN KEY ("creative_format_id") REFERENCES "public"."creative_formats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_items_creative_idx" ON "campaign_items" USING btree ("creative_id") WHERE "campaign_items"."creative_id" is not null;
--> statement-breakpoint
-- ==== 0024_landing_page_types ====
CREATE TABLE "landing_page_type_targets" (
	"type_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "landing_page_type_targets_type_id_target_id_pk" PRIMARY KEY("type_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "landing_page_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"size_external_id" integer NOT NULL,
	"creative_format_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creative_field_values" ALTER COLUMN "creative_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_versions" ALTER COLUMN "creative_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creative_field_values" ADD COLUMN "landing_page_id" integer;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD COLUMN "landing_page_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "landing_page_type_targets" ADD CONSTRAINT "landing_page_type_targets_type_id_landing_page_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."landing_page_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_type_targets" ADD CONSTRAINT "landing_page_type_targets_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page_types" ADD CONSTRAINT "landing_page_types_creative_format_id_creative_formats_id_fk" FOREIGN KEY ("creative_format_id") REFERENCES "public"."creative_formats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_page_type_targets_target_idx" ON "landing_page_type_targets" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_page_types_name_unique" ON "landing_page_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "landing_page_types_format_idx" ON "landing_page_types" USING btree ("creative_format_id");--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_type_id_landing_page_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."landing_page_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_field_values" ADD CONSTRAINT "creative_field_values_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_pages_company_id_idx" ON "landing_pages" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "landing_pages_type_idx" ON "landing_pages" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "landing_pages_waiting_idx" ON "landing_pages" USING btree ("waiting_since","id") WHERE "landing_pages"."state" = 'waiting-for-approval';--> statement-breakpoint
CREATE INDEX "campaign_items_zip_waiting_idx" ON "campaign_items" USING btree ("waiting_since","id") WHERE "campaign_items"."state_id" = 5 and "campaign_items"."zip_storage_key" is not null and "campaign_items"."creative_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "creative_field_values_landing_page_unique" ON "creative_field_values" USING btree ("landing_page_id","field_id");--> statement-breakpoint
CREATE INDEX "creative_versions_landing_page_idx" ON "creative_versions" USING btree ("landing_page_id","id") WHERE "creative_versions"."landing_page_id" is not null;--> statement-breakpoint
CREATE INDEX "creatives_waiting_idx" ON "creatives" USING btree ("waiting_since","id") WHERE "creatives"."state" = 'waiting-for-approval';--> statement-breakpoint
ALTER TABLE "creative_field_values" ADD CONSTRAINT "creative_field_values_owner_check" CHECK (num_nonnulls("creative_field_values"."creative_id", "creative_field_values"."landing_page_id") = 1);--> statement-breakpoint
ALTER TABLE "creative_versions" ADD CONSTRAINT "creative_versions_owner_check" CHECK (num_nonnulls("creative_versions"."creative_id", "creative_versions"."landing_page_id") = 1);--> statement-breakpoint
-- When a creative, a landing page or an item began waiting for approval (the review queue's order):
-- the writer's updated_at, so the services' clock (and the tests' and the seed's) decides, or the
-- transaction's time when a writer changed the state without it.
CREATE FUNCTION "portal_waiting_since"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
		NEW."waiting_since" := now();
	ELSE
		NEW."waiting_since" := NEW."updated_at";
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "creatives_waiting_since_insert" BEFORE INSERT ON "creatives"
	FOR EACH ROW WHEN (NEW."state" = 'waiting-for-approval' AND NEW."waiting_since" IS NULL)
	EXECUTE FUNCTION "portal_waiting_since"();--> statement-breakpoint
CREATE TRIGGER "creatives_waiting_since_update" BEFORE UPDATE OF "state" ON "creatives"
	FOR EACH ROW WHEN (NEW."state" = 'waiting-for-approval' AND OLD."state" IS DISTINCT FROM NEW."state")
	EXECUTE FUNCTION "portal_waiting_since"();--> statement-breakpoint
CREATE TRIGGER "landing_pages_waiting_since_insert" BEFORE INSERT ON "landing_pages"
	FOR EACH ROW WHEN (NEW."state" = 'waiting-for-approval' AND NEW."waiting_since" IS NULL)
	EXECUTE FUNCTION "portal_waiting_since"();--> statement-breakpoint
CREATE TRIGGER "landing_pages_waiting_since_update" BEFORE UPDATE OF "state" ON "landing_pages"
	FOR EACH ROW WHEN (NEW."state" = 'waiting-for-approval' AND OLD."state" IS DISTINCT FROM NEW."state")
	EXECUTE FUNCTION "portal_waiting_since"();--> statement-breakpoint
CREATE TRIGGER "campaign_items_waiting_since_insert" BEFORE INSERT ON "campaign_items"
	FOR EACH ROW WHEN (NEW."state_id" = 5 AND NEW."waiting_since" IS NULL)
	EXECUTE FUNCTION "portal_waiting_since"();--> statement-breakpoint
CREATE TRIGGER "campaign_items_waiting_since_update" BEFORE UPDATE OF "state_id" ON "campaign_items"
	FOR EACH ROW WHEN (NEW."state_id" = 5 AND OLD."state_id" IS DISTINCT FROM NEW."state_id")
	EXECUTE FUNCTION "portal_waiting_since"();--> statement-breakpoint
-- What waits already waits since its last change. Last: campaign_items has deferred triggers
-- (migration 0011) whose pending events would forbid altering it later in this transaction.
UPDATE "creatives" SET "waiting_since" = "updated_at" WHERE "state" = 'waiting-for-approval';--> statement-breakpoint
UPDATE "landing_pages" SET "waiting_since" = "updated_at" WHERE "state" = 'waiting-for-approval';--> statement-breakpoint
UPDATE "campaign_items" SET "waiting_since" = "updated_at" WHERE "state_id" = 5;
--> statement-breakpoint
-- ==== 0025_user_administration ====
CREATE TABLE "user_agency_users" (
	"user_id" integer NOT NULL,
	"agency_user_id" integer NOT NULL,
	CONSTRAINT "user_agency_users_user_id_agency_user_id_pk" PRIMARY KEY("user_id","agency_user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_recoveries" ADD COLUMN "purpose" text DEFAULT 'recovery' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_agency_users" ADD CONSTRAINT "user_agency_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agency_users" ADD CONSTRAINT "user_agency_users_agency_user_id_users_id_fk" FOREIGN KEY ("agency_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_agency_users_agency_user_idx" ON "user_agency_users" USING btree ("agency_user_id");--> statement-breakpoint
CREATE INDEX "user_sales_persons_sales_person_idx" ON "user_sales_persons" USING btree ("sales_person_id","user_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_events_impersonated_idx" ON "audit_events" USING btree ("user_id","at") WHERE "audit_events"."impersonator_user_id" is not null;
--> statement-breakpoint
-- The user list's search (services/users/filter-users.ts): name, e-mail and company name in lower case
-- without accents, so "dodavatel" finds "Dodavatel" and "novak" finds "Novák". PGlite has no unaccent
-- extension: translate() maps the Latin letters of Czech, Slovak, Polish, German and Hungarian names,
-- then lower() under the ICU collation folds the case of the rest (whatever the database's ctype).
-- The search text goes through the same function, so both sides always agree.
CREATE FUNCTION "portal_search_fold"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(translate("value", 'ÁÄĄÀÂÃÅĂáäąàâãåăČĆÇčćçĎĐďđÉĚËĘÈÊéěëęèêÍÏÎÌíïîìĹĽŁĺľłŇŃÑňńñÓÖŐÔÒÕØóöőôòõøŘŔřŕŠŚŞȘšśşșŤŢȚťţțÚŮÜŰÙÛúůüűùûÝŸýÿŽŹŻžźż', 'AAAAAAAAaaaaaaaaCCCcccDDddEEEEEEeeeeeeIIIIiiiiLLLlllNNNnnnOOOOOOOoooooooRRrrSSSSssssTTTtttUUUUUUuuuuuuYYyyZZZzzz') COLLATE "und-x-icu")
$$;--> statement-breakpoint
CREATE FUNCTION "users_search_text"("first_name" text, "last_name" text, "email" text, "company_id" integer) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT "portal_search_fold"("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' ||
		coalesce((SELECT "c"."name" FROM "companies" "c" WHERE "c"."id" = "company_id"), ''))
$$;--> statement-breakpoint
CREATE FUNCTION "users_search_text_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_text" := "users_search_text"(NEW."first_name", NEW."last_name", NEW."email", NEW."company_id");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_text_insert" BEFORE INSERT ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_search_text_fill"();--> statement-breakpoint
CREATE TRIGGER "users_search_text_update" BEFORE UPDATE OF "first_name", "last_name", "email", "company_id", "search_text" ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_search_text_fill"();--> statement-breakpoint
-- A renamed company: its users' search texts follow in the same transaction.
CREATE FUNCTION "companies_users_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" SET "search_text" = '' WHERE "company_id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_users_search_text" AFTER UPDATE OF "name" ON "companies"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "companies_users_search_text"();--> statement-breakpoint
UPDATE "users" SET "search_text" = "users_search_text"("first_name", "last_name", "email", "company_id");--> statement-breakpoint
-- The vendor users' agencies become the agencies' people (the user detail picks agency users).
INSERT INTO "user_agency_users" ("user_id", "agency_user_id")
	SELECT "ua"."user_id", "au"."id" FROM "user_agencies" "ua"
	INNER JOIN "users" "au" ON "au"."company_id" = "ua"."agency_company_id" AND 'agency' = ANY("au"."roles")
	ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The user list's pages in name order (drizzle cannot say INCLUDE, so the schema does not list it):
-- with the names and roles in the index, a deep page and the role filter are index-only scans.
CREATE INDEX "users_name_order_idx" ON "users" USING btree ((("first_name" || ' ' || "last_name") COLLATE "und-x-icu"), "id") INCLUDE ("first_name", "last_name", "roles");
--> statement-breakpoint
-- ==== 0026_review_queue_company ====
CREATE INDEX "landing_pages_waiting_company_idx" ON "landing_pages" USING btree ("company_id","waiting_since","id") WHERE "landing_pages"."state" = 'waiting-for-approval';--> statement-breakpoint
CREATE INDEX "campaign_items_zip_waiting_company_idx" ON "campaign_items" USING btree ("company_id","waiting_since","id") WHERE "campaign_items"."state_id" = 5 and "campaign_items"."zip_storage_key" is not null and "campaign_items"."creative_id" is null;--> statement-breakpoint
CREATE INDEX "creatives_waiting_company_idx" ON "creatives" USING btree ("company_id","waiting_since","id") WHERE "creatives"."state" = 'waiting-for-approval';
--> statement-breakpoint
-- ==== 0027_content_pages ====
CREATE TABLE "content_pages" (
	"code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"script" text DEFAULT '' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_code_language_pk" PRIMARY KEY("code","language")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- ==== 0028_image_library ====
CREATE TABLE "library_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_images_created_idx" ON "library_images" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_library_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."library_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
--> statement-breakpoint
-- ==== 0029_menu_order ====
-- The order of the header menu, a variable of the portal modules' group (settings screen "Other
-- settings"). A database seeded before this release gets it here; a new one gets it from the seed,
-- which runs after the migrations (the group does not exist yet, so this inserts nothing).
INSERT INTO "settings_variables" ("group_id", "identifier", "name", "type", "value", "position")
SELECT g."id", 'menu-order', 'Pořadí položek hlavního menu', 'menu-order',
  'products,campaigns,activities,landingPages,reviewQueue,availabilities',
  coalesce((SELECT max(v."position") + 1 FROM "settings_variables" v WHERE v."group_id" = g."id"), 0)
FROM "settings_variable_groups" g
WHERE g."identifier" = 'remotes'
  AND NOT EXISTS (SELECT 1 FROM "settings_variables" WHERE "identifier" = 'menu-order');
--> statement-breakpoint
-- ==== 0030_ui_locales_default ====
-- The publisher's Czech is a deployment's choice, not a user's: a database still on the old default
-- (both Czechs offered side by side) offers plain Czech, English and Polish.
UPDATE "settings_variables" SET "value" = 'cs-CZ,en-GB,pl-PL'
WHERE "identifier" = 'ui-locales' AND "value" = 'cs-CZ,cs-CZ-publisher,en-GB,pl-PL';
--> statement-breakpoint
-- ==== 0031_catalogue_translations ====
ALTER TABLE "product_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_translations_check" CHECK (jsonb_typeof("product_categories"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_translations_check" CHECK (jsonb_typeof("products"."translations") = 'object');
--> statement-breakpoint
-- ==== 0032_variable_value_translations ====
ALTER TABLE "product_variable_values" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variable_values" ADD CONSTRAINT "product_variable_values_translations_check" CHECK (jsonb_typeof("product_variable_values"."translations") = 'object');
