-- Baseline, targeting: src/db/schema/targeting.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.brands_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.target_product_categories_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.target_products_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE SEQUENCE public.targets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.brands (
    id integer NOT NULL,
    name text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.target_product_categories (
    id integer NOT NULL,
    target_id integer NOT NULL,
    parent_id integer,
    root_id integer,
    name text NOT NULL,
    external_id text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.target_products (
    id integer NOT NULL,
    target_id integer NOT NULL,
    external_identifier text NOT NULL,
    name text NOT NULL,
    url text NOT NULL,
    brand_id integer,
    category_id integer,
    active boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.targets (
    id integer NOT NULL,
    name text NOT NULL,
    domain_url text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.user_allowed_brands (
    user_id integer NOT NULL,
    brand_id integer NOT NULL
);
--> statement-breakpoint
ALTER SEQUENCE public.brands_id_seq OWNED BY public.brands.id;
--> statement-breakpoint
ALTER SEQUENCE public.target_product_categories_id_seq OWNED BY public.target_product_categories.id;
--> statement-breakpoint
ALTER SEQUENCE public.target_products_id_seq OWNED BY public.target_products.id;
--> statement-breakpoint
ALTER SEQUENCE public.targets_id_seq OWNED BY public.targets.id;
--> statement-breakpoint
ALTER TABLE ONLY public.brands ALTER COLUMN id SET DEFAULT nextval('public.brands_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.target_product_categories ALTER COLUMN id SET DEFAULT nextval('public.target_product_categories_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.target_products ALTER COLUMN id SET DEFAULT nextval('public.target_products_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.targets ALTER COLUMN id SET DEFAULT nextval('public.targets_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.target_product_categories
    ADD CONSTRAINT target_product_categories_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.target_products
    ADD CONSTRAINT target_products_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.targets
    ADD CONSTRAINT targets_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.user_allowed_brands
    ADD CONSTRAINT user_allowed_brands_user_id_brand_id_pk PRIMARY KEY (user_id, brand_id);
--> statement-breakpoint
CREATE UNIQUE INDEX brands_name_unique ON public.brands USING btree (lower(name));
--> statement-breakpoint
CREATE UNIQUE INDEX target_product_categories_external_unique ON public.target_product_categories USING btree (target_id, external_id);
--> statement-breakpoint
CREATE INDEX target_product_categories_parent_idx ON public.target_product_categories USING btree (parent_id);
--> statement-breakpoint
CREATE INDEX target_product_categories_root_idx ON public.target_product_categories USING btree (root_id);
--> statement-breakpoint
CREATE INDEX target_products_brand_idx ON public.target_products USING btree (brand_id);
--> statement-breakpoint
CREATE INDEX target_products_category_idx ON public.target_products USING btree (category_id);
--> statement-breakpoint
CREATE INDEX target_products_name_idx ON public.target_products USING btree (target_id, lower(name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX target_products_name_trgm_idx ON public.target_products USING gin (lower(name) public.gin_trgm_ops) WITH (fastupdate=off);
--> statement-breakpoint
CREATE INDEX target_products_sku_trgm_idx ON public.target_products USING gin (lower(external_identifier) public.gin_trgm_ops) WITH (fastupdate=off);
--> statement-breakpoint
CREATE UNIQUE INDEX target_products_sku_unique ON public.target_products USING btree (target_id, external_identifier);
--> statement-breakpoint
CREATE INDEX target_products_url_idx ON public.target_products USING btree (target_id, url);
--> statement-breakpoint
ALTER TABLE ONLY public.product_categories
    ADD CONSTRAINT product_categories_target_id_targets_id_fk FOREIGN KEY (target_id) REFERENCES public.targets(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.target_product_categories
    ADD CONSTRAINT target_product_categories_parent_id_target_product_categories_i FOREIGN KEY (parent_id) REFERENCES public.target_product_categories(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.target_product_categories
    ADD CONSTRAINT target_product_categories_target_id_targets_id_fk FOREIGN KEY (target_id) REFERENCES public.targets(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.target_products
    ADD CONSTRAINT target_products_brand_id_brands_id_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.target_products
    ADD CONSTRAINT target_products_category_id_target_product_categories_id_fk FOREIGN KEY (category_id) REFERENCES public.target_product_categories(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.target_products
    ADD CONSTRAINT target_products_target_id_targets_id_fk FOREIGN KEY (target_id) REFERENCES public.targets(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_allowed_brands
    ADD CONSTRAINT user_allowed_brands_brand_id_brands_id_fk FOREIGN KEY (brand_id) REFERENCES public.brands(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_allowed_brands
    ADD CONSTRAINT user_allowed_brands_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
