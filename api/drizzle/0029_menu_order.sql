-- The order of the header menu, a variable of the portal modules' group (settings screen "Other
-- settings"). A database seeded before this release gets it here; a new one gets it from the seed,
-- which runs after the migrations (the group does not exist yet, so this inserts nothing).
INSERT INTO "settings_variables" ("group_id", "identifier", "name", "type", "value", "position")
SELECT g."id", 'menu-order', 'Pořadí položek hlavního menu', 'menu-order',
  'products,campaigns,activities,landingPages,reviewQueue,availabilities',
  coalesce((SELECT max(v."position") + 1 FROM "settings_variables" v WHERE v."group_id" = g."id"), 0)
FROM "settings_variable_groups" g
WHERE g."identifier" = 'remotes'
  AND NOT EXISTS (SELECT 1 FROM "settings_variables" WHERE "identifier" = 'menu-order');
