/**
 * The entries of a gettext PO file (msgid → msgstr), for the error catalogue the API reads at start.
 * Only what Lingui writes: quoted strings, optionally continued on following lines; comments skipped.
 */
export function poEntries(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | undefined;
  let str: string | undefined;
  let field: 'id' | 'str' | undefined;
  const flush = () => {
    if (id) entries.set(id, str ?? '');
    id = str = field = undefined;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const quoted = (start: number) => JSON.parse(line.slice(start)) as string;
    if (line.startsWith('msgid ')) {
      flush();
      id = quoted(6);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = quoted(7);
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id = (id ?? '') + quoted(0);
      else str = (str ?? '') + quoted(0);
    }
  }
  flush();
  return entries;
}
