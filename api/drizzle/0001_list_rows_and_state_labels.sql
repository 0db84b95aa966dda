-- The lists read their rows with prepared statements built in TypeScript (campaign-list-rows.ts,
-- activity-list-rows.ts), whose row shapes the compiler checks; the PL/pgSQL functions that did it
-- had to be kept in step with the TypeScript types by hand.
DROP FUNCTION IF EXISTS "campaign_list_rows"(integer[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS "activity_list_rows"(integer[]);
--> statement-breakpoint
-- A campaign or item state's flags live in CAMPAIGN_STATES / CAMPAIGN_ITEM_STATES of shared-contracts and
-- its name in the message catalogs; the tables keep the ids and identifiers their foreign keys need.
ALTER TABLE "campaign_item_states" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "campaign_item_states" DROP COLUMN "can_send_for_check";--> statement-breakpoint
ALTER TABLE "campaign_states" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "campaign_states" DROP COLUMN "can_send_for_check";--> statement-breakpoint
ALTER TABLE "campaign_states" DROP COLUMN "can_edit";--> statement-breakpoint
ALTER TABLE "campaign_states" DROP COLUMN "can_approve";
