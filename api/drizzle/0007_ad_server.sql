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