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