import { poEntries } from './po-file';

describe('poEntries', () => {
  it('reads entries, continued strings and escapes, and skips the header and comments', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: cs-CZ\\n"',
      '',
      '#. a comment',
      'msgid "a"',
      'msgstr "Řádek \\"A\\""',
      '',
      'msgid "b"',
      'msgstr ""',
      '"first "',
      '"second"',
    ].join('\n');
    expect([...poEntries(po)]).toEqual([
      ['a', 'Řádek "A"'],
      ['b', 'first second'],
    ]);
  });
});
