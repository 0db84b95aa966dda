/**
 * Archives inside a creative bundle: its limits (entries, unpacked size, compression ratio) hold for
 * the outer archive only, an ad server does not unpack an inner one, and a reviewer cannot see into
 * it. So an entry is refused when its name or its first bytes say it is an archive.
 */

/** Archive and compressed-file extensions, those of archives in disguise (jar, apk…) included. */
const ARCHIVE_EXTENSIONS = new Set([
  '7z',
  'aar',
  'apk',
  'arj',
  'bz2',
  'cab',
  'cpio',
  'ear',
  'gz',
  'jar',
  'lz',
  'lzh',
  'lzma',
  'rar',
  'tar',
  'tbz',
  'tbz2',
  'tgz',
  'tlz',
  'txz',
  'tzst',
  'war',
  'xpi',
  'xz',
  'z',
  'zip',
  'zipx',
  'zst',
]);

/** Whether an entry's name ends in an archive's extension (`.zip`, `.tar.gz`, also a bare `.zip`). */
export function archiveByName(name: string): boolean {
  const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && ARCHIVE_EXTENSIONS.has(extension);
}

const bytes = (...values: number[]) => Buffer.from(values);

/** The signatures at an archive's start. */
const SIGNATURES: readonly Buffer[] = [
  bytes(0x50, 0x4b, 0x03, 0x04), // zip (and jar, docx…): a local file header
  bytes(0x50, 0x4b, 0x05, 0x06), // zip without entries
  bytes(0x50, 0x4b, 0x07, 0x08), // zip split into parts
  bytes(0x1f, 0x8b), // gzip
  bytes(0x1f, 0x9d), // compress (.Z)
  Buffer.from('Rar!\u001a\u0007', 'latin1'), // rar 1.5 to 5
  bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c), // 7z
  bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00), // xz
  bytes(0x28, 0xb5, 0x2f, 0xfd), // zstd
  Buffer.from('MSCF', 'latin1'), // cabinet
  Buffer.from('LZIP', 'latin1'), // lzip
];

/** bzip2: 'BZh', the block size ('1' to '9'), then a block's or the stream end's magic (π, √π). */
const BZIP2_MAGICS = [bytes(0x31, 0x41, 0x59, 0x26, 0x53, 0x59), bytes(0x17, 0x72, 0x45, 0x38, 0x50, 0x90)];
const bzip2 = (head: Buffer) =>
  head.subarray(0, 3).toString('latin1') === 'BZh' &&
  head[3]! >= 0x31 &&
  head[3]! <= 0x39 &&
  BZIP2_MAGICS.some((magic) => head.subarray(4, 10).equals(magic));

/** A tar archive says 'ustar' at this offset of its first header. */
const TAR_MAGIC_AT = 257;
const TAR_MAGIC = Buffer.from('ustar', 'latin1');

/** How many of an entry's first bytes archiveByContent needs. */
export const ARCHIVE_HEAD_BYTES = TAR_MAGIC_AT + TAR_MAGIC.length;

/** Whether an entry's first bytes (at least ARCHIVE_HEAD_BYTES, or all it has) are an archive's. */
export function archiveByContent(head: Buffer): boolean {
  if (SIGNATURES.some((signature) => head.subarray(0, signature.length).equals(signature))) return true;
  return bzip2(head) || head.subarray(TAR_MAGIC_AT, ARCHIVE_HEAD_BYTES).equals(TAR_MAGIC);
}
