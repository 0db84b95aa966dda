ALTER TABLE "campaign_items" ADD COLUMN "zip_storage_key" text;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "zip_file_name" text;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "zip_size" integer;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "zip_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD COLUMN "zip_uploaded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_zip_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("zip_uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_zip_check" CHECK (("campaign_items"."zip_storage_key" is null and "campaign_items"."zip_file_name" is null and "campaign_items"."zip_size" is null and "campaign_items"."zip_uploaded_at" is null)
        or ("campaign_items"."zip_storage_key" is not null and "campaign_items"."zip_file_name" is not null and "campaign_items"."zip_size" > 0 and "campaign_items"."zip_uploaded_at" is not null));