-- Baseline, campaigns and items: src/db/schema/campaigns.ts (campaigns, items, bookings, name search).
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.availability_version_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.campaign_item_keywords_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.campaign_items_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.campaigns_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.availability_versions (
    product_id integer NOT NULL,
    version bigint NOT NULL,
    changed_in bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.campaign_item_keywords (
    id integer NOT NULL,
    campaign_item_id integer NOT NULL,
    value character varying(255) NOT NULL,
    exact_match boolean DEFAULT false NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    CONSTRAINT campaign_item_keywords_value_check CHECK ((length(btrim((value)::text)) > 0))
);
--> statement-breakpoint
CREATE TABLE public.campaign_item_states (
    id integer NOT NULL,
    identifier text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.campaign_item_variable_values (
    campaign_item_id integer NOT NULL,
    variable_value_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.campaign_items (
    id integer NOT NULL,
    campaign_id integer NOT NULL,
    product_id integer NOT NULL,
    state_id integer DEFAULT 1 NOT NULL,
    start_date date NOT NULL,
    end_date date NOT NULL,
    ordered_amount bigint,
    unit_price numeric(14,2) NOT NULL,
    price numeric(14,2) NOT NULL,
    note text,
    message text,
    created_by_user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    target_url text,
    target_product_id integer,
    target_landing_page_id integer,
    zip_storage_key text,
    zip_file_name text,
    zip_size integer,
    zip_uploaded_at timestamp with time zone,
    zip_uploaded_by_user_id integer,
    company_id integer NOT NULL,
    creative_id integer,
    waiting_since timestamp with time zone,
    CONSTRAINT campaign_items_dates_check CHECK ((end_date >= start_date)),
    CONSTRAINT campaign_items_ordered_amount_check CHECK (((ordered_amount IS NULL) OR ((ordered_amount >= 1) AND (ordered_amount <= 2000000000)))),
    CONSTRAINT campaign_items_prices_check CHECK (((unit_price >= (0)::numeric) AND (price >= (0)::numeric))),
    CONSTRAINT campaign_items_zip_check CHECK ((((zip_storage_key IS NULL) AND (zip_file_name IS NULL) AND (zip_size IS NULL) AND (zip_uploaded_at IS NULL)) OR ((zip_storage_key IS NOT NULL) AND (zip_file_name IS NOT NULL) AND (zip_size > 0) AND (zip_uploaded_at IS NOT NULL))))
);
--> statement-breakpoint
CREATE TABLE public.campaign_states (
    id integer NOT NULL,
    identifier text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.campaign_word_postings (
    word text NOT NULL,
    campaign_id integer NOT NULL,
    last_item_id integer
);
--> statement-breakpoint
CREATE TABLE public.campaign_words (
    word text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.campaigns (
    id integer NOT NULL,
    name text NOT NULL,
    company_id integer NOT NULL,
    company_contact_id integer,
    sales_person_id integer,
    agency_id integer,
    agency_contact_id integer,
    state_id integer DEFAULT 1 NOT NULL,
    reject_reason text,
    items_count integer DEFAULT 0 NOT NULL,
    start_date date,
    end_date date,
    total_price numeric(16,2) DEFAULT '0'::numeric NOT NULL,
    created_by_user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_item_id integer
);
--> statement-breakpoint
CREATE TABLE public.flat_rate_bookings (
    campaign_item_id integer NOT NULL,
    product_id integer NOT NULL,
    variable_value_id integer DEFAULT 0 NOT NULL,
    week_start date NOT NULL,
    campaign_id integer NOT NULL,
    CONSTRAINT flat_rate_bookings_monday_check CHECK ((EXTRACT(isodow FROM week_start) = (1)::numeric))
);
--> statement-breakpoint
ALTER SEQUENCE public.campaign_item_keywords_id_seq OWNED BY public.campaign_item_keywords.id;
--> statement-breakpoint
ALTER SEQUENCE public.campaign_items_id_seq OWNED BY public.campaign_items.id;
--> statement-breakpoint
ALTER SEQUENCE public.campaigns_id_seq OWNED BY public.campaigns.id;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_keywords ALTER COLUMN id SET DEFAULT nextval('public.campaign_item_keywords_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items ALTER COLUMN id SET DEFAULT nextval('public.campaign_items_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns ALTER COLUMN id SET DEFAULT nextval('public.campaigns_id_seq'::regclass);
--> statement-breakpoint
INSERT INTO public.campaign_item_states (id, identifier) VALUES
	(1, 'in-process'),
	(2, 'sas-check'),
	(3, 'user-check'),
	(4, 'approved'),
	(5, 'waiting-for-approval'),
	(6, 'returned'),
	(7, 'prepared'),
	(8, 'online'),
	(9, 'closed'),
	(10, 'paused'),
	(11, 'canceled'),
	(12, 'reserved'),
	(13, 'missing');
--> statement-breakpoint
INSERT INTO public.campaign_states (id, identifier) VALUES
	(1, 'in-process'),
	(2, 'sas-check'),
	(3, 'user-check'),
	(4, 'approved'),
	(5, 'creative-waiting-for-approval'),
	(6, 'creative-returned'),
	(7, 'prepared'),
	(8, 'online'),
	(9, 'closed'),
	(10, 'paused'),
	(11, 'canceled'),
	(12, 'reserved');
--> statement-breakpoint
CREATE FUNCTION public.availability_holder_renamed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	IF TG_TABLE_NAME = 'campaigns' THEN
		PERFORM "bump_availability_version"("p"."product_id")
		FROM (SELECT DISTINCT "product_id" FROM "flat_rate_bookings" WHERE "campaign_id" = NEW."id" ORDER BY 1) "p";
	ELSE
		PERFORM "bump_availability_version"("p"."product_id")
		FROM (
			SELECT DISTINCT "b"."product_id" FROM "flat_rate_bookings" "b"
			JOIN "campaigns" "c" ON "c"."id" = "b"."campaign_id" WHERE "c"."company_id" = NEW."id" ORDER BY 1
		) "p";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.bump_availability_version(product integer) RETURNS void
    LANGUAGE sql
    AS $$
	INSERT INTO "availability_versions" AS "v" ("product_id", "version", "changed_in")
	VALUES ("product", nextval('availability_version_seq'), pg_current_xact_id()::text::bigint)
	ON CONFLICT ("product_id") DO UPDATE SET "version" = excluded."version", "changed_in" = excluded."changed_in"
	WHERE "v"."changed_in" <> excluded."changed_in";
$$;
--> statement-breakpoint
CREATE FUNCTION public.campaign_items_company() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	NEW."company_id" := (SELECT c."company_id" FROM "campaigns" c WHERE c."id" = NEW."campaign_id");
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.campaign_items_totals() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "campaign_totals_refresh"(OLD."campaign_id");
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."campaign_id" <> OLD."campaign_id") THEN
		PERFORM "campaign_totals_refresh"(NEW."campaign_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.campaign_name_words(name text) RETURNS SETOF text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
	SELECT DISTINCT "w" FROM regexp_split_to_table(lower("name"), '[[:space:][:punct:]]+') AS "w" WHERE "w" <> ''
$$;
--> statement-breakpoint
CREATE FUNCTION public.campaign_totals_refresh(target integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
	PERFORM 1 FROM "campaigns" WHERE "id" = "target" FOR NO KEY UPDATE;
	UPDATE "campaigns" SET
		"items_count" = "totals"."items_count",
		"start_date" = "totals"."start_date",
		"end_date" = "totals"."end_date",
		"total_price" = "totals"."total_price",
		"last_item_id" = "totals"."last_item_id"
	FROM (
		SELECT count(*)::integer AS "items_count", min("start_date") AS "start_date", max("end_date") AS "end_date",
			coalesce(sum("price"), 0) AS "total_price", max("id") AS "last_item_id"
		FROM "campaign_items" WHERE "campaign_id" = "target"
	) AS "totals"
	WHERE "campaigns"."id" = "target";
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.campaigns_items_company() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	UPDATE "campaign_items" SET "company_id" = NEW."company_id" WHERE "campaign_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.campaigns_words() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION public.flat_rate_bookings_follow_item() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	UPDATE "flat_rate_bookings" SET "campaign_id" = NEW."campaign_id" WHERE "campaign_item_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.flat_rate_bookings_of_live_items() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
	"item_campaign" integer;
	"live" boolean;
BEGIN
	SELECT "i"."campaign_id", "i"."state_id" <> 11 AND "c"."state_id" <> 11 INTO "item_campaign", "live"
	FROM "campaign_items" "i" JOIN "campaigns" "c" ON "c"."id" = "i"."campaign_id"
	WHERE "i"."id" = NEW."campaign_item_id";
	IF NOT "live" THEN
		RAISE EXCEPTION 'a canceled item cannot book week % of product %', NEW."week_start", NEW."product_id"
			USING ERRCODE = 'check_violation';
	END IF;
	IF NEW."campaign_id" IS NULL THEN
		NEW."campaign_id" := "item_campaign";
	ELSIF "item_campaign" IS NOT NULL AND NEW."campaign_id" <> "item_campaign" THEN
		RAISE EXCEPTION 'booking of item % names campaign %, the item is in campaign %',
			NEW."campaign_item_id", NEW."campaign_id", "item_campaign" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.flat_rate_bookings_version() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "bump_availability_version"(OLD."product_id");
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "bump_availability_version"(NEW."product_id");
		RETURN NEW;
	END IF;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.release_bookings_of_canceled_campaign() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	PERFORM "bump_availability_version"("p"."product_id")
	FROM (SELECT DISTINCT "product_id" FROM "flat_rate_bookings" WHERE "campaign_id" = NEW."id" ORDER BY 1) "p";
	DELETE FROM "flat_rate_bookings" WHERE "campaign_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.release_bookings_of_canceled_item() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	DELETE FROM "flat_rate_bookings" WHERE "campaign_item_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE ONLY public.availability_versions
    ADD CONSTRAINT availability_versions_pkey PRIMARY KEY (product_id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_keywords
    ADD CONSTRAINT campaign_item_keywords_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_states
    ADD CONSTRAINT campaign_item_states_identifier_unique UNIQUE (identifier);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_states
    ADD CONSTRAINT campaign_item_states_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_variable_values
    ADD CONSTRAINT campaign_item_variable_values_campaign_item_id_variable_value_i PRIMARY KEY (campaign_item_id, variable_value_id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_states
    ADD CONSTRAINT campaign_states_identifier_unique UNIQUE (identifier);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_states
    ADD CONSTRAINT campaign_states_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_word_postings
    ADD CONSTRAINT campaign_word_postings_word_campaign_id_pk PRIMARY KEY (word, campaign_id);
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_words
    ADD CONSTRAINT campaign_words_pkey PRIMARY KEY (word);
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX campaign_item_keywords_item_idx ON public.campaign_item_keywords USING btree (campaign_item_id, "position");
--> statement-breakpoint
CREATE INDEX campaign_item_variable_values_value_idx ON public.campaign_item_variable_values USING btree (variable_value_id);
--> statement-breakpoint
CREATE INDEX campaign_items_campaign_idx ON public.campaign_items USING btree (campaign_id, id);
--> statement-breakpoint
CREATE INDEX campaign_items_company_idx ON public.campaign_items USING btree (company_id, id);
--> statement-breakpoint
CREATE INDEX campaign_items_company_state_idx ON public.campaign_items USING btree (company_id, state_id, id);
--> statement-breakpoint
CREATE INDEX campaign_items_creative_idx ON public.campaign_items USING btree (creative_id) WHERE (creative_id IS NOT NULL);
--> statement-breakpoint
CREATE INDEX campaign_items_custom_url_idx ON public.campaign_items USING btree (id) WHERE ((target_url IS NOT NULL) AND (target_product_id IS NULL) AND (target_landing_page_id IS NULL));
--> statement-breakpoint
CREATE INDEX campaign_items_end_date_idx ON public.campaign_items USING btree (end_date);
--> statement-breakpoint
CREATE INDEX campaign_items_landing_page_idx ON public.campaign_items USING btree (target_landing_page_id);
--> statement-breakpoint
CREATE INDEX campaign_items_period_idx ON public.campaign_items USING gist (daterange(start_date, end_date, '[]'::text));
--> statement-breakpoint
CREATE INDEX campaign_items_price_idx ON public.campaign_items USING btree (price);
--> statement-breakpoint
CREATE INDEX campaign_items_product_id_idx ON public.campaign_items USING btree (product_id, id);
--> statement-breakpoint
CREATE INDEX campaign_items_product_idx ON public.campaign_items USING btree (product_id, start_date);
--> statement-breakpoint
CREATE INDEX campaign_items_product_price_idx ON public.campaign_items USING btree (product_id, price, id);
--> statement-breakpoint
CREATE INDEX campaign_items_start_date_idx ON public.campaign_items USING btree (start_date);
--> statement-breakpoint
CREATE INDEX campaign_items_state_idx ON public.campaign_items USING btree (state_id, id);
--> statement-breakpoint
CREATE INDEX campaign_items_target_product_idx ON public.campaign_items USING btree (target_product_id, id);
--> statement-breakpoint
CREATE INDEX campaign_items_zip_waiting_company_idx ON public.campaign_items USING btree (company_id, waiting_since, id) WHERE ((state_id = 5) AND (zip_storage_key IS NOT NULL) AND (creative_id IS NULL));
--> statement-breakpoint
CREATE INDEX campaign_items_zip_waiting_idx ON public.campaign_items USING btree (waiting_since, id) WHERE ((state_id = 5) AND (zip_storage_key IS NOT NULL) AND (creative_id IS NULL));
--> statement-breakpoint
CREATE INDEX campaign_word_postings_campaign_idx ON public.campaign_word_postings USING btree (campaign_id);
--> statement-breakpoint
CREATE INDEX campaign_word_postings_last_item_idx ON public.campaign_word_postings USING btree (word, last_item_id, campaign_id);
--> statement-breakpoint
CREATE INDEX campaign_words_trgm_idx ON public.campaign_words USING gin (word public.gin_trgm_ops) WITH (fastupdate='false');
--> statement-breakpoint
CREATE INDEX campaigns_agency_contact_idx ON public.campaigns USING btree (agency_contact_id);
--> statement-breakpoint
CREATE INDEX campaigns_agency_idx ON public.campaigns USING btree (agency_id);
--> statement-breakpoint
CREATE INDEX campaigns_company_contact_idx ON public.campaigns USING btree (company_contact_id);
--> statement-breakpoint
CREATE INDEX campaigns_company_idx ON public.campaigns USING btree (company_id, id);
--> statement-breakpoint
CREATE INDEX campaigns_company_last_item_idx ON public.campaigns USING btree (company_id, last_item_id, id);
--> statement-breakpoint
CREATE INDEX campaigns_created_at_idx ON public.campaigns USING btree (created_at);
--> statement-breakpoint
CREATE INDEX campaigns_created_by_idx ON public.campaigns USING btree (created_by_user_id);
--> statement-breakpoint
CREATE INDEX campaigns_end_date_idx ON public.campaigns USING btree (end_date);
--> statement-breakpoint
CREATE INDEX campaigns_name_idx ON public.campaigns USING btree (lower(name));
--> statement-breakpoint
CREATE INDEX campaigns_name_natural_idx ON public.campaigns USING btree (name COLLATE "und-x-icu", id);
--> statement-breakpoint
CREATE INDEX campaigns_name_trgm_idx ON public.campaigns USING gin (lower(name) public.gin_trgm_ops) WITH (fastupdate='false');
--> statement-breakpoint
CREATE INDEX campaigns_period_idx ON public.campaigns USING gist (daterange(start_date, end_date, '[]'::text)) WHERE (start_date IS NOT NULL);
--> statement-breakpoint
CREATE INDEX campaigns_sales_person_idx ON public.campaigns USING btree (sales_person_id);
--> statement-breakpoint
CREATE INDEX campaigns_start_date_idx ON public.campaigns USING btree (start_date);
--> statement-breakpoint
CREATE INDEX campaigns_state_idx ON public.campaigns USING btree (state_id, id);
--> statement-breakpoint
CREATE INDEX campaigns_state_period_idx ON public.campaigns USING gist (state_id, daterange(start_date, end_date, '[]'::text)) WHERE (start_date IS NOT NULL);
--> statement-breakpoint
CREATE INDEX campaigns_total_price_idx ON public.campaigns USING btree (total_price, id);
--> statement-breakpoint
CREATE INDEX flat_rate_bookings_campaign_idx ON public.flat_rate_bookings USING btree (campaign_id);
--> statement-breakpoint
CREATE INDEX flat_rate_bookings_item_idx ON public.flat_rate_bookings USING btree (campaign_item_id);
--> statement-breakpoint
CREATE UNIQUE INDEX flat_rate_bookings_slot_unique ON public.flat_rate_bookings USING btree (product_id, variable_value_id, week_start);
--> statement-breakpoint
CREATE TRIGGER campaign_items_bookings_follow AFTER UPDATE OF campaign_id ON public.campaign_items FOR EACH ROW WHEN ((new.campaign_id IS DISTINCT FROM old.campaign_id)) EXECUTE FUNCTION public.flat_rate_bookings_follow_item();
--> statement-breakpoint
CREATE TRIGGER campaign_items_company BEFORE INSERT OR UPDATE OF campaign_id, company_id ON public.campaign_items FOR EACH ROW EXECUTE FUNCTION public.campaign_items_company();
--> statement-breakpoint
CREATE TRIGGER campaign_items_release_canceled_bookings AFTER UPDATE OF state_id ON public.campaign_items FOR EACH ROW WHEN (((new.state_id = 11) AND (old.state_id IS DISTINCT FROM 11))) EXECUTE FUNCTION public.release_bookings_of_canceled_item();
--> statement-breakpoint
CREATE TRIGGER campaign_items_totals AFTER INSERT OR DELETE OR UPDATE OF campaign_id, start_date, end_date, price ON public.campaign_items FOR EACH ROW EXECUTE FUNCTION public.campaign_items_totals();
--> statement-breakpoint
CREATE TRIGGER campaign_items_waiting_since_insert BEFORE INSERT ON public.campaign_items FOR EACH ROW WHEN (((new.state_id = 5) AND (new.waiting_since IS NULL))) EXECUTE FUNCTION public.portal_waiting_since();
--> statement-breakpoint
CREATE TRIGGER campaign_items_waiting_since_update BEFORE UPDATE OF state_id ON public.campaign_items FOR EACH ROW WHEN (((new.state_id = 5) AND (old.state_id IS DISTINCT FROM new.state_id))) EXECUTE FUNCTION public.portal_waiting_since();
--> statement-breakpoint
CREATE TRIGGER campaigns_availability_holder AFTER UPDATE OF name, company_id ON public.campaigns FOR EACH ROW WHEN (((new.name IS DISTINCT FROM old.name) OR (new.company_id IS DISTINCT FROM old.company_id))) EXECUTE FUNCTION public.availability_holder_renamed();
--> statement-breakpoint
CREATE TRIGGER campaigns_items_company AFTER UPDATE OF company_id ON public.campaigns FOR EACH ROW WHEN ((old.company_id IS DISTINCT FROM new.company_id)) EXECUTE FUNCTION public.campaigns_items_company();
--> statement-breakpoint
CREATE TRIGGER campaigns_release_canceled_bookings AFTER UPDATE OF state_id ON public.campaigns FOR EACH ROW WHEN (((new.state_id = 11) AND (old.state_id IS DISTINCT FROM 11))) EXECUTE FUNCTION public.release_bookings_of_canceled_campaign();
--> statement-breakpoint
CREATE TRIGGER campaigns_words_insert AFTER INSERT ON public.campaigns FOR EACH ROW EXECUTE FUNCTION public.campaigns_words();
--> statement-breakpoint
CREATE TRIGGER campaigns_words_update AFTER UPDATE OF name, last_item_id ON public.campaigns FOR EACH ROW WHEN (((old.name IS DISTINCT FROM new.name) OR (old.last_item_id IS DISTINCT FROM new.last_item_id))) EXECUTE FUNCTION public.campaigns_words();
--> statement-breakpoint
CREATE TRIGGER companies_availability_holder AFTER UPDATE OF name ON public.companies FOR EACH ROW WHEN ((new.name IS DISTINCT FROM old.name)) EXECUTE FUNCTION public.availability_holder_renamed();
--> statement-breakpoint
CREATE TRIGGER flat_rate_bookings_of_live_items BEFORE INSERT ON public.flat_rate_bookings FOR EACH ROW EXECUTE FUNCTION public.flat_rate_bookings_of_live_items();
--> statement-breakpoint
CREATE TRIGGER flat_rate_bookings_version BEFORE INSERT OR DELETE OR UPDATE ON public.flat_rate_bookings FOR EACH ROW EXECUTE FUNCTION public.flat_rate_bookings_version();
--> statement-breakpoint
ALTER TABLE ONLY public.availability_versions
    ADD CONSTRAINT availability_versions_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_keywords
    ADD CONSTRAINT campaign_item_keywords_campaign_item_id_campaign_items_id_fk FOREIGN KEY (campaign_item_id) REFERENCES public.campaign_items(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_variable_values
    ADD CONSTRAINT campaign_item_variable_values_campaign_item_id_campaign_items_i FOREIGN KEY (campaign_item_id) REFERENCES public.campaign_items(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_item_variable_values
    ADD CONSTRAINT campaign_item_variable_values_variable_value_id_product_variabl FOREIGN KEY (variable_value_id) REFERENCES public.product_variable_values(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_created_by_user_id_users_id_fk FOREIGN KEY (created_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_state_id_campaign_item_states_id_fk FOREIGN KEY (state_id) REFERENCES public.campaign_item_states(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_target_product_id_target_products_id_fk FOREIGN KEY (target_product_id) REFERENCES public.target_products(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_zip_uploaded_by_user_id_users_id_fk FOREIGN KEY (zip_uploaded_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_word_postings
    ADD CONSTRAINT campaign_word_postings_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_agency_contact_id_users_id_fk FOREIGN KEY (agency_contact_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_agency_id_companies_id_fk FOREIGN KEY (agency_id) REFERENCES public.companies(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_company_contact_id_users_id_fk FOREIGN KEY (company_contact_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_created_by_user_id_users_id_fk FOREIGN KEY (created_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_sales_person_id_users_id_fk FOREIGN KEY (sales_person_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.campaigns
    ADD CONSTRAINT campaigns_state_id_campaign_states_id_fk FOREIGN KEY (state_id) REFERENCES public.campaign_states(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.flat_rate_bookings
    ADD CONSTRAINT flat_rate_bookings_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.flat_rate_bookings
    ADD CONSTRAINT flat_rate_bookings_campaign_item_id_campaign_items_id_fk FOREIGN KEY (campaign_item_id) REFERENCES public.campaign_items(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.flat_rate_bookings
    ADD CONSTRAINT flat_rate_bookings_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE RESTRICT;
