-- Baseline, audit: src/db/schema/audit.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE SEQUENCE public.audit_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
CREATE TABLE public.audit_events (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    action text NOT NULL,
    user_id integer,
    impersonator_user_id integer,
    entity_type text,
    entity_id text,
    details jsonb,
    campaign_id integer
);
--> statement-breakpoint
ALTER SEQUENCE public.audit_events_id_seq OWNED BY public.audit_events.id;
--> statement-breakpoint
ALTER TABLE ONLY public.audit_events ALTER COLUMN id SET DEFAULT nextval('public.audit_events_id_seq'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.audit_events
    ADD CONSTRAINT audit_events_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX audit_events_campaign_idx ON public.audit_events USING btree (campaign_id, at);
--> statement-breakpoint
CREATE INDEX audit_events_entity_idx ON public.audit_events USING btree (entity_type, entity_id);
--> statement-breakpoint
CREATE INDEX audit_events_impersonated_idx ON public.audit_events USING btree (user_id, at) WHERE (impersonator_user_id IS NOT NULL);
--> statement-breakpoint
CREATE INDEX audit_events_user_idx ON public.audit_events USING btree (user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.audit_events
    ADD CONSTRAINT audit_events_impersonator_user_id_users_id_fk FOREIGN KEY (impersonator_user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.audit_events
    ADD CONSTRAINT audit_events_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;
