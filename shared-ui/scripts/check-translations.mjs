// Fails when a message of this package has no translation (run after `lingui extract --clean`).
// Arguments: the locales folder (src/locales) and the catalogue's file name (messages.po; the error
// catalogue of shared-contracts is errors.po).
// cs-CZ is the source language; cs-CZ-publisher overrides only what differs and falls back to cs-CZ.
// Plural messages must name the categories the language needs (Czech: one, few, other; Polish: one,
// few, many, other).
import fs from 'node:fs';
import path from 'node:path';

const REQUIRED = ['en-GB', 'pl-PL'];
const PLURAL_CATEGORIES = {
  'en-GB': ['one', 'other'],
  'pl-PL': ['one', 'few', 'many', 'other'],
  'cs-CZ': ['one', 'few', 'other'],
};

function entries(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const result = [];
  for (let i = 0; i < lines.length - 1; i += 1) {
    if (lines[i].startsWith('msgid "') && lines[i + 1].startsWith('msgstr "')) {
      const id = JSON.parse(lines[i].slice(6));
      const text = JSON.parse(lines[i + 1].slice(7));
      if (id) result.push({ id, text });
    }
  }
  return result;
}

const pluralCategories = (message) =>
  [...message.matchAll(/(?:^|[\s}])(zero|one|two|few|many|other)\s*\{/g)].map((match) => match[1]);

const localesDir = path.resolve(process.argv[2] ?? 'src/locales');
const catalogueFile = process.argv[3] ?? 'messages.po';
const problems = [];
// The source locale's ids: a catalogue not written by `lingui extract` (errors.po) may lack one.
let sourceIds = [];
for (const locale of ['cs-CZ', ...REQUIRED]) {
  const file = path.join(localesDir, locale, catalogueFile);
  if (!fs.existsSync(file)) {
    problems.push(`${locale}: ${file} is missing`);
    continue;
  }
  const found = entries(file);
  if (locale === 'cs-CZ') sourceIds = found.map(({ id }) => id);
  const ids = new Set(found.map(({ id }) => id));
  for (const id of sourceIds) if (!ids.has(id)) problems.push(`${locale}: no translation of "${id}"`);
  for (const { id, text } of found) {
    const message = locale === 'cs-CZ' ? text || id : text;
    if (!message) {
      problems.push(`${locale}: no translation of "${id}"`);
      continue;
    }
    if (/\{\w+, plural,/.test(message)) {
      const present = pluralCategories(message);
      const missing = PLURAL_CATEGORIES[locale].filter((category) => !present.includes(category));
      if (missing.length)
        problems.push(`${locale}: "${message}" lacks the plural forms ${missing.join(', ')}`);
    }
  }
}
if (problems.length) {
  console.error(`Translations incomplete in ${localesDir} (${catalogueFile}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`translations complete: ${localesDir} (${catalogueFile})`);
