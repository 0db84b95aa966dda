-- The words of campaign names (services/campaigns/name-search.ts): a search text's longest word finds
-- the few words of names that contain it, and their campaigns newest first, instead of gathering
-- every campaign whose name contains the text to sort them.
-- A name's words: lower case, split at spaces and punctuation, each once. The search text is split
-- by the same function in the same database, so a word of the text always lies within one word of a
-- name that contains the text. ASCII punctuation (the LIKE wildcards and escape among it) always
-- splits, so a word never holds a wildcard.
CREATE FUNCTION "campaign_name_words"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT DISTINCT "w" FROM regexp_split_to_table(lower("name"), '[[:space:][:punct:]]+') AS "w" WHERE "w" <> ''
$$;--> statement-breakpoint
CREATE TABLE "campaign_word_postings" (
	"word" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"last_item_id" integer,
	CONSTRAINT "campaign_word_postings_word_campaign_id_pk" PRIMARY KEY("word","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_word_postings" ADD CONSTRAINT "campaign_word_postings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "campaign_words" ("word")
	SELECT DISTINCT "w" FROM "campaigns", "campaign_name_words"("campaigns"."name") AS "w";--> statement-breakpoint
INSERT INTO "campaign_word_postings" ("word", "campaign_id", "last_item_id")
	SELECT "w", "c"."id", "c"."last_item_id" FROM "campaigns" "c", "campaign_name_words"("c"."name") AS "w";--> statement-breakpoint
CREATE INDEX "campaign_word_postings_campaign_idx" ON "campaign_word_postings" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_word_postings_last_item_idx" ON "campaign_word_postings" USING btree ("word","last_item_id","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_words_trgm_idx" ON "campaign_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "campaigns_company_last_item_idx" ON "campaigns" USING btree ("company_id","last_item_id");--> statement-breakpoint
-- A new or renamed campaign's words, added to the dictionary in order (two transactions adding the
-- same new words then wait for each other instead of deadlocking) and posted; a new last item only
-- moves the campaign's postings.
CREATE FUNCTION "campaigns_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."name" = NEW."name" THEN
		UPDATE "campaign_word_postings" SET "last_item_id" = NEW."last_item_id" WHERE "campaign_id" = NEW."id";
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM "campaign_word_postings" WHERE "campaign_id" = NEW."id";
	END IF;
	INSERT INTO "campaign_words" ("word")
		SELECT "w" FROM "campaign_name_words"(NEW."name") AS "w" ORDER BY "w" ON CONFLICT DO NOTHING;
	INSERT INTO "campaign_word_postings" ("word", "campaign_id", "last_item_id")
		SELECT "w", NEW."id", NEW."last_item_id" FROM "campaign_name_words"(NEW."name") AS "w";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_words_insert" AFTER INSERT ON "campaigns"
	FOR EACH ROW EXECUTE FUNCTION "campaigns_words"();--> statement-breakpoint
CREATE TRIGGER "campaigns_words_update" AFTER UPDATE OF "name", "last_item_id" ON "campaigns"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."last_item_id" IS DISTINCT FROM NEW."last_item_id")
	EXECUTE FUNCTION "campaigns_words"();
