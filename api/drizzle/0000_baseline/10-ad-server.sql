-- Baseline, ad server: src/db/schema/ad-server.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE TABLE public.ad_server_campaigns (
    campaign_id integer NOT NULL,
    ad_server text DEFAULT 'local'::text NOT NULL,
    external_id text NOT NULL,
    proposal_external_id text NOT NULL,
    booked_at timestamp with time zone NOT NULL,
    released_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.ad_server_delivery (
    campaign_item_id integer NOT NULL,
    day date NOT NULL,
    impressions bigint NOT NULL,
    views bigint NOT NULL,
    viewable_impressions bigint,
    clicks bigint NOT NULL,
    hard_conversions bigint NOT NULL,
    soft_conversions bigint NOT NULL,
    source text NOT NULL,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ad_server_delivery_counts_check CHECK (((impressions >= 0) AND (views >= 0) AND (clicks >= 0) AND (hard_conversions >= 0) AND (soft_conversions >= 0) AND (COALESCE(viewable_impressions, (0)::bigint) >= 0))),
    CONSTRAINT ad_server_delivery_source_check CHECK ((source = ANY (ARRAY['simulated'::text, 'imported'::text])))
);
--> statement-breakpoint
CREATE TABLE public.ad_server_delivery_totals (
    campaign_item_id integer NOT NULL,
    days integer NOT NULL,
    impressions bigint NOT NULL,
    views bigint NOT NULL,
    viewable_impressions bigint NOT NULL,
    measured_impressions bigint NOT NULL,
    clicks bigint NOT NULL,
    hard_conversions bigint NOT NULL,
    soft_conversions bigint NOT NULL,
    campaign_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.ad_server_line_items (
    campaign_item_id integer NOT NULL,
    campaign_id integer NOT NULL,
    ad_server text DEFAULT 'local'::text NOT NULL,
    external_id text NOT NULL,
    flight_external_id text NOT NULL,
    creative_external_id text NOT NULL,
    paused boolean DEFAULT false NOT NULL,
    booked_at timestamp with time zone NOT NULL,
    released_at timestamp with time zone,
    delivered_through date
);
--> statement-breakpoint
CREATE FUNCTION public.ad_server_delivery_totals_add() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
CREATE FUNCTION public.ad_server_delivery_totals_subtract() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
$$;
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_campaigns
    ADD CONSTRAINT ad_server_campaigns_external_id_unique UNIQUE (external_id);
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_campaigns
    ADD CONSTRAINT ad_server_campaigns_pkey PRIMARY KEY (campaign_id);
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_campaigns
    ADD CONSTRAINT ad_server_campaigns_proposal_external_id_unique UNIQUE (proposal_external_id);
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_delivery
    ADD CONSTRAINT ad_server_delivery_campaign_item_id_day_pk PRIMARY KEY (campaign_item_id, day);
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_delivery_totals
    ADD CONSTRAINT ad_server_delivery_totals_pkey PRIMARY KEY (campaign_item_id);
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_line_items
    ADD CONSTRAINT ad_server_line_items_creative_external_id_unique UNIQUE (creative_external_id);
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_line_items
    ADD CONSTRAINT ad_server_line_items_external_id_unique UNIQUE (external_id);
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_line_items
    ADD CONSTRAINT ad_server_line_items_flight_external_id_unique UNIQUE (flight_external_id);
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_line_items
    ADD CONSTRAINT ad_server_line_items_pkey PRIMARY KEY (campaign_item_id);
--> statement-breakpoint
CREATE INDEX ad_server_delivery_totals_campaign_idx ON public.ad_server_delivery_totals USING btree (campaign_id);
--> statement-breakpoint
CREATE INDEX ad_server_line_items_campaign_idx ON public.ad_server_line_items USING btree (campaign_id);
--> statement-breakpoint
CREATE TRIGGER ad_server_delivery_totals_delete AFTER DELETE ON public.ad_server_delivery REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.ad_server_delivery_totals_subtract();
--> statement-breakpoint
CREATE TRIGGER ad_server_delivery_totals_insert AFTER INSERT ON public.ad_server_delivery REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.ad_server_delivery_totals_add();
--> statement-breakpoint
CREATE TRIGGER ad_server_delivery_totals_update_add AFTER UPDATE ON public.ad_server_delivery REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.ad_server_delivery_totals_add();
--> statement-breakpoint
CREATE TRIGGER ad_server_delivery_totals_update_subtract AFTER UPDATE ON public.ad_server_delivery REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.ad_server_delivery_totals_subtract();
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_campaigns
    ADD CONSTRAINT ad_server_campaigns_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_delivery
    ADD CONSTRAINT ad_server_delivery_campaign_item_id_campaign_items_id_fk FOREIGN KEY (campaign_item_id) REFERENCES public.campaign_items(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_delivery_totals
    ADD CONSTRAINT ad_server_delivery_totals_campaign_item_id_campaign_items_id_fk FOREIGN KEY (campaign_item_id) REFERENCES public.campaign_items(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_line_items
    ADD CONSTRAINT ad_server_line_items_campaign_id_ad_server_campaigns_campaign_i FOREIGN KEY (campaign_id) REFERENCES public.ad_server_campaigns(campaign_id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ad_server_line_items
    ADD CONSTRAINT ad_server_line_items_campaign_item_id_campaign_items_id_fk FOREIGN KEY (campaign_item_id) REFERENCES public.campaign_items(id) ON DELETE CASCADE;
