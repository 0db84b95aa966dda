-- The publisher's Czech is a deployment's choice, not a user's: a database still on the old default
-- (both Czechs offered side by side) offers plain Czech, English and Polish.
UPDATE "settings_variables" SET "value" = 'cs-CZ,en-GB,pl-PL'
WHERE "identifier" = 'ui-locales' AND "value" = 'cs-CZ,cs-CZ-publisher,en-GB,pl-PL';
