import type yauzl from 'yauzl';

/** An entry's name as written: UTF-8 when the archive says so, else the old DOS code page (≈ latin1). */
export const entryName = (entry: yauzl.Entry): string =>
  Buffer.from(entry.fileName as unknown as Buffer).toString(
    entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1',
  );

/**
 * A NUL ends the name for C code (an unpacker, a file system, the ad server) and not for the archive:
 * `banner.html\0.png` is one name here and another there.
 */
export const hasNul = (name: string) => name.includes('\u0000');

/** A name with its NULs shown (as ␀), for a message: they are invisible as they are. */
export const visibleName = (name: string) => name.replaceAll('\u0000', '\u2400');

/** Whoever unpacks the bundle must not be led outside its folder: no absolute path, drive or '..'. */
export const unsafePath = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /^[A-Za-z]:/.test(name) ||
  name.split('/').some((segment) => segment === '..');

/**
 * What an unpacker on any system makes of a name: `\` a separator as `/` (Windows), `./` and empty
 * segments dropped, one Unicode form (macOS writes decomposed names) and one case (Windows and macOS
 * file systems ignore it). Two entries with one key are one file unpacked: which of them wins depends
 * on the unpacker, so a reviewer may see one and the ad server serve the other.
 */
export function nameKey(name: string): string {
  return name
    .replaceAll('\\', '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/')
    .normalize('NFC')
    .toLowerCase();
}
