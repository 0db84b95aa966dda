-- Baseline, jobs: src/db/schema/job-runs.ts.
-- Generated from a database migrated through 0008 (see docs/architecture.md, "Database").
-- Statements run in file order; the files run in name order (src/db/migrate.ts).
CREATE TABLE public.job_runs (
    name text NOT NULL,
    last_run_at timestamp with time zone NOT NULL,
    run_count bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE ONLY public.job_runs
    ADD CONSTRAINT job_runs_pkey PRIMARY KEY (name);
