import fs from 'node:fs';
import { readErrorCatalogue } from './error-catalogue';

// A catalogue written by hand rather than the real ones, which have no continued strings, escapes or
// obsolete entries yet: the API must read those as @lingui/loader does once a translator adds them.
const PO = [
  'msgid ""',
  'msgstr ""',
  '"Language: cs-CZ\\n"',
  '',
  '#. js-lingui-explicit-id',
  'msgid "a"',
  'msgstr "Řádek \\"A\\""',
  '',
  '#. js-lingui-explicit-id',
  'msgid "b"',
  'msgstr ""',
  '"first "',
  '"{count, plural, one {# second} other {# seconds}}"',
  '',
  '#. js-lingui-explicit-id',
  'msgid "untranslated"',
  'msgstr ""',
  '',
  '#~ msgid "removed"',
  '#~ msgstr "Odstraněno"',
].join('\n');

describe('readErrorCatalogue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads continued strings and escapes, keeps untranslated entries empty, skips the header and obsolete entries', () => {
    // Jest shares node:fs with its own runtime: only the catalogue's read is answered here.
    const readFileSync = fs.readFileSync;
    jest
      .spyOn(fs, 'readFileSync')
      .mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) =>
        String(file).endsWith('errors.po')
          ? PO
          : readFileSync(file, options as BufferEncoding)) as typeof fs.readFileSync);
    expect([...readErrorCatalogue('cs-CZ')]).toEqual([
      ['a', 'Řádek "A"'],
      ['b', 'first {count, plural, one {# second} other {# seconds}}'],
      ['untranslated', ''],
    ]);
  });
});
