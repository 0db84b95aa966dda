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