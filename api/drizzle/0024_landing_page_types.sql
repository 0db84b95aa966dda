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
