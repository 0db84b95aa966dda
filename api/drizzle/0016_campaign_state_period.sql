-- The campaign list's state and month filters together: the state in the same GiST index as the run
-- (btree_gist gives integers a GiST operator class), so the month's campaigns of other states are never
-- visited. btree_gist is a trusted extension (PostgreSQL 13+); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "campaigns_state_period_idx" ON "campaigns" USING gist ("state_id",daterange("start_date", "end_date", '[]')) WHERE "campaigns"."start_date" is not null;