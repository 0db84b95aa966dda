-- Baseline, catalogue: src/db/schema/catalogue.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.library_images_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.product_categories_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.product_variable_values_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.products_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.library_images (
    id integer NOT NULL,
    storage_key text NOT NULL,
    thumb_storage_key text NOT NULL,
    file_name text NOT NULL,
    content_type text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    size integer NOT NULL,
    texts jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_by_user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.product_categories (
    id integer NOT NULL,
    title text NOT NULL,
    description text,
    short_description text,
    min_days_before_start_date integer DEFAULT 0 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    internal boolean DEFAULT false NOT NULL,
    auto_pause_flight boolean DEFAULT false NOT NULL,
    domain_url text,
    sas_name text,
    "position" integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    target_id integer,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_by_user_id integer,
    CONSTRAINT product_categories_min_days_check CHECK ((min_days_before_start_date >= 0)),
    CONSTRAINT product_categories_translations_check CHECK ((jsonb_typeof(translations) = 'object'::text))
);
--> statement-breakpoint
CREATE TABLE public.product_variable_values (
    id integer NOT NULL,
    product_id integer NOT NULL,
    name text NOT NULL,
    value text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT product_variable_values_translations_check CHECK ((jsonb_typeof(translations) = 'object'::text))
);
--> statement-breakpoint
CREATE TABLE public.products (
    id integer NOT NULL,
    category_id integer NOT NULL,
    name text NOT NULL,
    title text,
    description text,
    icon text,
    price numeric(14,2) NOT NULL,
    min_amount numeric(14,2) DEFAULT '0'::numeric NOT NULL,
    rate_type text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    native_format boolean DEFAULT false NOT NULL,
    native_type text DEFAULT 'none'::text NOT NULL,
    check_avails boolean DEFAULT false NOT NULL,
    search_tool boolean DEFAULT false NOT NULL,
    auction boolean DEFAULT false NOT NULL,
    multiple_variable_values boolean DEFAULT false NOT NULL,
    default_pos_enabled boolean DEFAULT false NOT NULL,
    more_info_url text,
    more_info_url_title text,
    size_external_id integer,
    "position" integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    creative_format_id integer,
    image_id integer,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    updated_by_user_id integer,
    CONSTRAINT products_min_amount_check CHECK ((min_amount >= (0)::numeric)),
    CONSTRAINT products_native_type_check CHECK ((native_type = ANY (ARRAY['topInCategory'::text, 'topInSearch'::text, 'topInAllSecondCategory'::text, 'matchingProvidedProducts'::text, 'other'::text, 'none'::text]))),
    CONSTRAINT products_price_check CHECK ((price >= (0)::numeric)),
    CONSTRAINT products_rate_type_check CHECK ((rate_type = ANY (ARRAY['FLAT_RATE'::text, 'CPM'::text, 'CPC'::text]))),
    CONSTRAINT products_translations_check CHECK ((jsonb_typeof(translations) = 'object'::text))
);
--> statement-breakpoint
CREATE TABLE public.user_allowed_product_categories (
    user_id integer NOT NULL,
    category_id integer NOT NULL
);
--> statement-breakpoint
ALTER SEQUENCE public.library_images_id_seq OWNED BY public.library_images.id;
--> statement-breakpoint
ALTER SEQUENCE public.product_categories_id_seq OWNED BY public.product_categories.id;
--> statement-breakpoint
ALTER SEQUENCE public.product_variable_values_id_seq OWNED BY public.product_variable_values.id;
--> statement-breakpoint
ALTER SEQUENCE public.products_id_seq OWNED BY public.products.id;
--> statement-breakpoint
ALTER TABLE ONLY public.library_images ALTER COLUMN id SET DEFAULT nextval('public.library_images_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.product_categories ALTER COLUMN id SET DEFAULT nextval('public.product_categories_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.product_variable_values ALTER COLUMN id SET DEFAULT nextval('public.product_variable_values_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.products ALTER COLUMN id SET DEFAULT nextval('public.products_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.library_images
    ADD CONSTRAINT library_images_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.product_categories
    ADD CONSTRAINT product_categories_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.product_variable_values
    ADD CONSTRAINT product_variable_values_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.user_allowed_product_categories
    ADD CONSTRAINT user_allowed_product_categories_user_id_category_id_pk PRIMARY KEY (user_id, category_id);
--> statement-breakpoint
CREATE INDEX library_images_created_idx ON public.library_images USING btree (created_at, id);
--> statement-breakpoint
CREATE INDEX product_categories_position_idx ON public.product_categories USING btree ("position");
--> statement-breakpoint
CREATE INDEX product_variable_values_product_idx ON public.product_variable_values USING btree (product_id, "position");
--> statement-breakpoint
CREATE INDEX products_category_idx ON public.products USING btree (category_id, "position");
--> statement-breakpoint
CREATE INDEX products_image_idx ON public.products USING btree (image_id);
--> statement-breakpoint
ALTER TABLE ONLY public.library_images
    ADD CONSTRAINT library_images_created_by_user_id_users_id_fk FOREIGN KEY (created_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.product_categories
    ADD CONSTRAINT product_categories_updated_by_user_id_users_id_fk FOREIGN KEY (updated_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.product_variable_values
    ADD CONSTRAINT product_variable_values_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_category_id_product_categories_id_fk FOREIGN KEY (category_id) REFERENCES public.product_categories(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_image_id_library_images_id_fk FOREIGN KEY (image_id) REFERENCES public.library_images(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_updated_by_user_id_users_id_fk FOREIGN KEY (updated_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.user_allowed_product_categories
    ADD CONSTRAINT user_allowed_product_categories_category_id_product_categories_ FOREIGN KEY (category_id) REFERENCES public.product_categories(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_allowed_product_categories
    ADD CONSTRAINT user_allowed_product_categories_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
