-- Baseline, extensions and helpers: extensions and helper functions shared by several concerns.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE FUNCTION public.portal_search_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
	SELECT lower(translate("value", 'ÁÄĄÀÂÃÅĂáäąàâãåăČĆÇčćçĎĐďđÉĚËĘÈÊéěëęèêÍÏÎÌíïîìĹĽŁĺľłŇŃÑňńñÓÖŐÔÒÕØóöőôòõøŘŔřŕŠŚŞȘšśşșŤŢȚťţțÚŮÜŰÙÛúůüűùûÝŸýÿŽŹŻžźż', 'AAAAAAAAaaaaaaaaCCCcccDDddEEEEEEeeeeeeIIIIiiiiLLLlllNNNnnnOOOOOOOoooooooRRrrSSSSssssTTTtttUUUUUUuuuuuuYYyyZZZzzz') COLLATE "und-x-icu")
$$;
--> statement-breakpoint
CREATE FUNCTION public.portal_waiting_since() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
		NEW."waiting_since" := now();
	ELSE
		NEW."waiting_since" := NEW."updated_at";
	END IF;
	RETURN NEW;
END
$$;
