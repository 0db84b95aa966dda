-- The lists read their rows with prepared statements built in TypeScript (campaign-list-rows.ts,
-- activity-list-rows.ts), whose row shapes the compiler checks; the PL/pgSQL functions that did it
-- had to be kept in step with the TypeScript types by hand.
DROP FUNCTION IF EXISTS "campaign_list_rows"(integer[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS "activity_list_rows"(integer[]);
