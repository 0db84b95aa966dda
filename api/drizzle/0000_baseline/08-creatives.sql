-- Baseline, creatives: src/db/schema/creatives.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.creative_field_values_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.creative_files_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.creative_format_fields_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.creative_formats_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.creative_versions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.creatives_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.creative_field_values (
    id integer NOT NULL,
    creative_id integer,
    field_id integer NOT NULL,
    text text,
    file_id integer,
    auto_converted boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    landing_page_id integer,
    CONSTRAINT creative_field_values_owner_check CHECK ((num_nonnulls(creative_id, landing_page_id) = 1))
);
--> statement-breakpoint
CREATE TABLE public.creative_files (
    id integer NOT NULL,
    company_id integer NOT NULL,
    storage_key text NOT NULL,
    file_name text NOT NULL,
    content_type text NOT NULL,
    width integer,
    height integer,
    byte_size bigint NOT NULL,
    tmp boolean DEFAULT true NOT NULL,
    uploaded_by_user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.creative_format_fields (
    id integer NOT NULL,
    format_id integer NOT NULL,
    "position" integer NOT NULL,
    name text NOT NULL,
    media_type text NOT NULL,
    text_media_type text,
    required boolean DEFAULT false NOT NULL,
    display_names jsonb NOT NULL,
    descriptions jsonb NOT NULL,
    restrictions jsonb DEFAULT '[]'::jsonb NOT NULL,
    convert_from_id integer,
    conversion_format text DEFAULT 'none'::text NOT NULL,
    CONSTRAINT creative_format_fields_conversion_check CHECK ((conversion_format = ANY (ARRAY['none'::text, 'png'::text, 'jpg'::text, 'webp'::text]))),
    CONSTRAINT creative_format_fields_media_type_check CHECK ((media_type = ANY (ARRAY['text'::text, 'file'::text]))),
    CONSTRAINT creative_format_fields_text_media_type_check CHECK ((((media_type = 'file'::text) AND (text_media_type IS NULL)) OR ((media_type = 'text'::text) AND (text_media_type = ANY (ARRAY['text'::text, 'number'::text, 'sku'::text, 'product-shop-data'::text])))))
);
--> statement-breakpoint
CREATE TABLE public.creative_formats (
    id integer NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_by_user_id integer
);
--> statement-breakpoint
CREATE TABLE public.creative_versions (
    id integer NOT NULL,
    creative_id integer,
    version integer NOT NULL,
    state text NOT NULL,
    review boolean DEFAULT false NOT NULL,
    name text NOT NULL,
    "values" jsonb NOT NULL,
    by_user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    landing_page_id integer,
    CONSTRAINT creative_versions_owner_check CHECK ((num_nonnulls(creative_id, landing_page_id) = 1))
);
--> statement-breakpoint
CREATE TABLE public.creatives (
    id integer NOT NULL,
    company_id integer NOT NULL,
    product_id integer NOT NULL,
    format_id integer NOT NULL,
    name text NOT NULL,
    state text DEFAULT 'new'::text NOT NULL,
    notes text,
    version integer DEFAULT 1 NOT NULL,
    created_by_user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    waiting_since timestamp with time zone,
    CONSTRAINT creatives_state_check CHECK ((state = ANY (ARRAY['new'::text, 'waiting-for-approval'::text, 'returned'::text, 'approved'::text])))
);
--> statement-breakpoint
ALTER SEQUENCE public.creative_field_values_id_seq OWNED BY public.creative_field_values.id;
--> statement-breakpoint
ALTER SEQUENCE public.creative_files_id_seq OWNED BY public.creative_files.id;
--> statement-breakpoint
ALTER SEQUENCE public.creative_format_fields_id_seq OWNED BY public.creative_format_fields.id;
--> statement-breakpoint
ALTER SEQUENCE public.creative_formats_id_seq OWNED BY public.creative_formats.id;
--> statement-breakpoint
ALTER SEQUENCE public.creative_versions_id_seq OWNED BY public.creative_versions.id;
--> statement-breakpoint
ALTER SEQUENCE public.creatives_id_seq OWNED BY public.creatives.id;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_field_values ALTER COLUMN id SET DEFAULT nextval('public.creative_field_values_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_files ALTER COLUMN id SET DEFAULT nextval('public.creative_files_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_format_fields ALTER COLUMN id SET DEFAULT nextval('public.creative_format_fields_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_formats ALTER COLUMN id SET DEFAULT nextval('public.creative_formats_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_versions ALTER COLUMN id SET DEFAULT nextval('public.creative_versions_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.creatives ALTER COLUMN id SET DEFAULT nextval('public.creatives_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_field_values
    ADD CONSTRAINT creative_field_values_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_files
    ADD CONSTRAINT creative_files_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_files
    ADD CONSTRAINT creative_files_storage_key_unique UNIQUE (storage_key);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_format_fields
    ADD CONSTRAINT creative_format_fields_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_formats
    ADD CONSTRAINT creative_formats_name_unique UNIQUE (name);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_formats
    ADD CONSTRAINT creative_formats_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.creative_versions
    ADD CONSTRAINT creative_versions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.creatives
    ADD CONSTRAINT creatives_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX creative_field_values_file_idx ON public.creative_field_values USING btree (file_id);
--> statement-breakpoint
CREATE UNIQUE INDEX creative_field_values_landing_page_unique ON public.creative_field_values USING btree (landing_page_id, field_id);
--> statement-breakpoint
CREATE UNIQUE INDEX creative_field_values_unique ON public.creative_field_values USING btree (creative_id, field_id);
--> statement-breakpoint
CREATE INDEX creative_files_company_idx ON public.creative_files USING btree (company_id);
--> statement-breakpoint
CREATE INDEX creative_files_tmp_idx ON public.creative_files USING btree (created_at) WHERE tmp;
--> statement-breakpoint
CREATE INDEX creative_format_fields_format_idx ON public.creative_format_fields USING btree (format_id, "position");
--> statement-breakpoint
CREATE UNIQUE INDEX creative_format_fields_name_unique ON public.creative_format_fields USING btree (format_id, name);
--> statement-breakpoint
CREATE INDEX creative_versions_creative_idx ON public.creative_versions USING btree (creative_id, id);
--> statement-breakpoint
CREATE INDEX creative_versions_landing_page_idx ON public.creative_versions USING btree (landing_page_id, id) WHERE (landing_page_id IS NOT NULL);
--> statement-breakpoint
CREATE INDEX creatives_company_product_idx ON public.creatives USING btree (company_id, product_id, id);
--> statement-breakpoint
CREATE INDEX creatives_format_idx ON public.creatives USING btree (format_id);
--> statement-breakpoint
CREATE INDEX creatives_waiting_company_idx ON public.creatives USING btree (company_id, waiting_since, id) WHERE (state = 'waiting-for-approval'::text);
--> statement-breakpoint
CREATE INDEX creatives_waiting_idx ON public.creatives USING btree (waiting_since, id) WHERE (state = 'waiting-for-approval'::text);
--> statement-breakpoint
CREATE TRIGGER creatives_waiting_since_insert BEFORE INSERT ON public.creatives FOR EACH ROW WHEN (((new.state = 'waiting-for-approval'::text) AND (new.waiting_since IS NULL))) EXECUTE FUNCTION public.portal_waiting_since();
--> statement-breakpoint
CREATE TRIGGER creatives_waiting_since_update BEFORE UPDATE OF state ON public.creatives FOR EACH ROW WHEN (((new.state = 'waiting-for-approval'::text) AND (old.state IS DISTINCT FROM new.state))) EXECUTE FUNCTION public.portal_waiting_since();
--> statement-breakpoint
ALTER TABLE ONLY public.campaign_items
    ADD CONSTRAINT campaign_items_creative_id_creatives_id_fk FOREIGN KEY (creative_id) REFERENCES public.creatives(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_field_values
    ADD CONSTRAINT creative_field_values_creative_id_creatives_id_fk FOREIGN KEY (creative_id) REFERENCES public.creatives(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_field_values
    ADD CONSTRAINT creative_field_values_field_id_creative_format_fields_id_fk FOREIGN KEY (field_id) REFERENCES public.creative_format_fields(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_field_values
    ADD CONSTRAINT creative_field_values_file_id_creative_files_id_fk FOREIGN KEY (file_id) REFERENCES public.creative_files(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_files
    ADD CONSTRAINT creative_files_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_files
    ADD CONSTRAINT creative_files_uploaded_by_user_id_users_id_fk FOREIGN KEY (uploaded_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_format_fields
    ADD CONSTRAINT creative_format_fields_convert_from_id_creative_format_fields_i FOREIGN KEY (convert_from_id) REFERENCES public.creative_format_fields(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_format_fields
    ADD CONSTRAINT creative_format_fields_format_id_creative_formats_id_fk FOREIGN KEY (format_id) REFERENCES public.creative_formats(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_formats
    ADD CONSTRAINT creative_formats_updated_by_user_id_users_id_fk FOREIGN KEY (updated_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_versions
    ADD CONSTRAINT creative_versions_by_user_id_users_id_fk FOREIGN KEY (by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.creative_versions
    ADD CONSTRAINT creative_versions_creative_id_creatives_id_fk FOREIGN KEY (creative_id) REFERENCES public.creatives(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.creatives
    ADD CONSTRAINT creatives_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.creatives
    ADD CONSTRAINT creatives_created_by_user_id_users_id_fk FOREIGN KEY (created_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.creatives
    ADD CONSTRAINT creatives_format_id_creative_formats_id_fk FOREIGN KEY (format_id) REFERENCES public.creative_formats(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.creatives
    ADD CONSTRAINT creatives_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_creative_format_id_creative_formats_id_fk FOREIGN KEY (creative_format_id) REFERENCES public.creative_formats(id) ON DELETE SET NULL;
