-- The remote registry is now the releases (0006): what each target runs is release_targets, set by the
-- release API (docs/releasing.md), not a hand-written row.
DROP TABLE "remote_registry" CASCADE;