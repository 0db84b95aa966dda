ALTER TABLE "audit_events" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
CREATE INDEX "audit_events_campaign_idx" ON "audit_events" USING btree ("campaign_id","at");--> statement-breakpoint
-- Earlier entries: a campaign's own, and its items' (which name their campaign in the details).
UPDATE "audit_events" SET "campaign_id" = "entity_id"::integer WHERE "entity_type" = 'campaign' AND "entity_id" ~ '^[0-9]+$';--> statement-breakpoint
UPDATE "audit_events" SET "campaign_id" = ("details"->>'campaignId')::integer WHERE "entity_type" = 'campaign_item' AND "details"->>'campaignId' ~ '^[0-9]+$';
