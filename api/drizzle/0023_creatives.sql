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