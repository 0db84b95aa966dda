CREATE TABLE "user_agency_users" (
	"user_id" integer NOT NULL,
	"agency_user_id" integer NOT NULL,
	CONSTRAINT "user_agency_users_user_id_agency_user_id_pk" PRIMARY KEY("user_id","agency_user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_recoveries" ADD COLUMN "purpose" text DEFAULT 'recovery' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_agency_users" ADD CONSTRAINT "user_agency_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agency_users" ADD CONSTRAINT "user_agency_users_agency_user_id_users_id_fk" FOREIGN KEY ("agency_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_agency_users_agency_user_idx" ON "user_agency_users" USING btree ("agency_user_id");--> statement-breakpoint
CREATE INDEX "user_sales_persons_sales_person_idx" ON "user_sales_persons" USING btree ("sales_person_id","user_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_events_impersonated_idx" ON "audit_events" USING btree ("user_id","at") WHERE "audit_events"."impersonator_user_id" is not null;
--> statement-breakpoint
-- The user list's search (services/users/filter-users.ts): name, e-mail and company name in lower case
-- without accents, so "dodavatel" finds "Dodavatel" and "novak" finds "Novák". PGlite has no unaccent
-- extension: translate() maps the Latin letters of Czech, Slovak, Polish, German and Hungarian names,
-- then lower() under the ICU collation folds the case of the rest (whatever the database's ctype).
-- The search text goes through the same function, so both sides always agree.
CREATE FUNCTION "portal_search_fold"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(translate("value", 'ÁÄĄÀÂÃÅĂáäąàâãåăČĆÇčćçĎĐďđÉĚËĘÈÊéěëęèêÍÏÎÌíïîìĹĽŁĺľłŇŃÑňńñÓÖŐÔÒÕØóöőôòõøŘŔřŕŠŚŞȘšśşșŤŢȚťţțÚŮÜŰÙÛúůüűùûÝŸýÿŽŹŻžźż', 'AAAAAAAAaaaaaaaaCCCcccDDddEEEEEEeeeeeeIIIIiiiiLLLlllNNNnnnOOOOOOOoooooooRRrrSSSSssssTTTtttUUUUUUuuuuuuYYyyZZZzzz') COLLATE "und-x-icu")
$$;--> statement-breakpoint
CREATE FUNCTION "users_search_text"("first_name" text, "last_name" text, "email" text, "company_id" integer) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT "portal_search_fold"("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' ||
		coalesce((SELECT "c"."name" FROM "companies" "c" WHERE "c"."id" = "company_id"), ''))
$$;--> statement-breakpoint
CREATE FUNCTION "users_search_text_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_text" := "users_search_text"(NEW."first_name", NEW."last_name", NEW."email", NEW."company_id");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_text_insert" BEFORE INSERT ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_search_text_fill"();--> statement-breakpoint
CREATE TRIGGER "users_search_text_update" BEFORE UPDATE OF "first_name", "last_name", "email", "company_id", "search_text" ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_search_text_fill"();--> statement-breakpoint
-- A renamed company: its users' search texts follow in the same transaction.
CREATE FUNCTION "companies_users_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" SET "search_text" = '' WHERE "company_id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_users_search_text" AFTER UPDATE OF "name" ON "companies"
	FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "companies_users_search_text"();--> statement-breakpoint
UPDATE "users" SET "search_text" = "users_search_text"("first_name", "last_name", "email", "company_id");--> statement-breakpoint
-- The vendor users' agencies become the agencies' people (the user detail picks agency users).
INSERT INTO "user_agency_users" ("user_id", "agency_user_id")
	SELECT "ua"."user_id", "au"."id" FROM "user_agencies" "ua"
	INNER JOIN "users" "au" ON "au"."company_id" = "ua"."agency_company_id" AND 'agency' = ANY("au"."roles")
	ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The user list's pages in name order (drizzle cannot say INCLUDE, so the schema does not list it):
-- with the names and roles in the index, a deep page and the role filter are index-only scans.
CREATE INDEX "users_name_order_idx" ON "users" USING btree ((("first_name" || ' ' || "last_name") COLLATE "und-x-icu"), "id") INCLUDE ("first_name", "last_name", "roles");
