-- A company's campaigns by their newest item, with the campaign's id in the index: the activity search by
-- company name reads them from the index alone (filter-campaign-items.ts, name-search.ts).
DROP INDEX "campaigns_company_last_item_idx";--> statement-breakpoint
CREATE INDEX "campaigns_company_last_item_idx" ON "campaigns" USING btree ("company_id","last_item_id","id");