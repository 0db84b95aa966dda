/* global describe, it, expect */
// JavaScript: the check runs Node, and this package's TypeScript knows the browser only.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `pnpm test` fails on a missing translation or plural form of the error catalogue (errors.po), by the
// same check the browser packages run on their catalogues.
const check = path.resolve(__dirname, '../../shared-ui/scripts/check-translations.mjs');
// Beside locales/, not in it: the repository ignores .js files under locales/ (compiled catalogues).
const LOCALES = path.join(__dirname, 'locales');
const run = (dir) => execFileSync(process.execPath, [check, dir, 'errors.po'], { stdio: 'pipe' });

describe('the error catalogue', () => {
  it('has every code in English and Polish, with the plural forms each language needs', () => {
    expect(() => run(LOCALES)).not.toThrow();
  });

  it('is refused when a code or a Polish plural form is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'errors-po-'));
    const write = (locale, body) => {
      fs.mkdirSync(path.join(dir, locale));
      fs.writeFileSync(path.join(dir, locale, 'errors.po'), body);
    };
    write('cs-CZ', 'msgid "a"\nmsgstr "A"\n\nmsgid "b"\nmsgstr "B"\n');
    write('en-GB', 'msgid "a"\nmsgstr "A"\n');
    write(
      'pl-PL',
      'msgid "a"\nmsgstr "{count, plural, one {#} few {#} other {#}}"\n\nmsgid "b"\nmsgstr "B"\n',
    );
    expect(() => run(dir)).toThrow(/en-GB: no translation of "b"[\s\S]*lacks the plural forms many/);
    fs.rmSync(dir, { recursive: true });
  });
});
