import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../../errors';
import { attachmentDisposition } from './download-item-creative-zip';
import { cleanFileName, receiveCreativeZip, type UploadPart } from './receive-creative-zip';
import { archiveByContent, archiveByName } from './receive-creative-zip-archives';
import { nameKey } from './receive-creative-zip-names';

let tempDir: string;
beforeEach(async () => {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-zip-'));
});
afterEach(() => fs.rm(tempDir, { recursive: true, force: true }));

/** The end record of an archive without entries: a zip yauzl opens, but an empty one. */
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

const part = (content: Buffer, extra: Partial<UploadPart> = {}): UploadPart => ({
  fieldname: 'file',
  filename: 'a.zip',
  mimetype: 'application/zip',
  file: Readable.from([content]),
  ...extra,
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('receiveCreativeZip', () => {
  const limits = () => ({ tempDir, maxBytes: 1024 });

  it('refuses a missing part, the wrong field, the wrong type, empty and unreadable files', async () => {
    expect(await codeOf(receiveCreativeZip(undefined, limits()))).toBe('creative_zip_missing');
    expect(await codeOf(receiveCreativeZip(part(EMPTY_ZIP, { fieldname: 'zip' }), limits()))).toBe(
      'creative_zip_missing',
    );
    expect(await codeOf(receiveCreativeZip(part(EMPTY_ZIP, { mimetype: 'text/plain' }), limits()))).toBe(
      'creative_zip_wrong_type',
    );
    expect(
      await codeOf(
        receiveCreativeZip(
          part(EMPTY_ZIP, { mimetype: 'application/octet-stream', filename: 'a.bin' }),
          limits(),
        ),
      ),
    ).toBe('creative_zip_wrong_type');
    expect(await codeOf(receiveCreativeZip(part(Buffer.alloc(0)), limits()))).toBe('creative_zip_empty');
    expect(await codeOf(receiveCreativeZip(part(EMPTY_ZIP), limits()))).toBe('creative_zip_empty');
    expect(await codeOf(receiveCreativeZip(part(Buffer.from('PK but not really')), limits()))).toBe(
      'creative_zip_unreadable',
    );
    // Nothing is left behind by a refusal.
    expect(await fs.readdir(tempDir)).toEqual([]);
  });

  it('refuses a file busboy cut off at the limit', async () => {
    const file = Object.assign(Readable.from([Buffer.alloc(10)]), { truncated: true });
    expect(await codeOf(receiveCreativeZip(part(Buffer.alloc(0), { file }), limits()))).toBe(
      'creative_zip_too_large',
    );
    expect(await fs.readdir(tempDir)).toEqual([]);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['C:\\Users\\jan\\banner.zip', 'banner.zip'],
    ['dir/sub/banner.zip', 'banner.zip'],
    [' tab\tbed.zip ', 'tabbed.zip'],
    ['', 'creative.zip'],
    [`${'x'.repeat(300)}.zip`, `${'x'.repeat(251)}.zip`],
  ])('%j → %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });
});

describe('nameKey', () => {
  it('gives one key to the names an unpacker makes one file of', () => {
    expect(nameKey('img\\Banner.PNG')).toBe(nameKey('img/banner.png'));
    expect(nameKey('./img/./a.png')).toBe(nameKey('img/a.png'));
    expect(nameKey('img//a.png')).toBe(nameKey('img/a.png'));
    expect(nameKey('caf\u00e9.html')).toBe(nameKey('cafe\u0301.html'));
    expect(nameKey('img/a.png')).not.toBe(nameKey('img/b.png'));
    expect(nameKey('a/b.png')).not.toBe(nameKey('ab.png'));
  });
});

describe('archiveByName and archiveByContent', () => {
  it.each(['a.zip', 'A.ZIP', 'x/.zip', 'b.tar.gz', 'c.tgz', 'd.7z', 'e.rar', 'f.jar', 'g.xz', 'h.zst'])(
    '%j is an archive by its name',
    (name) => expect(archiveByName(name)).toBe(true),
  );
  it.each(['index.html', 'zip', 'app.js', 'img/zip.png', 'font.woff2', 'gz/readme.txt'])(
    '%j is no archive by its name',
    (name) => expect(archiveByName(name)).toBe(false),
  );

  const bytes = (...values: number[]) => Buffer.from(values);
  const tar = Buffer.alloc(512);
  tar.write('ustar', 257, 'latin1');
  it.each([
    ['zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x14)],
    ['empty zip', bytes(0x50, 0x4b, 0x05, 0x06, 0)],
    ['gzip', bytes(0x1f, 0x8b, 0x08, 0)],
    ['rar 5', Buffer.from('Rar!\u001a\u0007\u0001\u0000', 'latin1')],
    ['7z', bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4)],
    ['xz', bytes(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0)],
    ['zstd', bytes(0x28, 0xb5, 0x2f, 0xfd, 0)],
    ['bzip2', Buffer.concat([Buffer.from('BZh9'), bytes(0x31, 0x41, 0x59, 0x26, 0x53, 0x59)])],
    ['tar', tar],
    ['cabinet', Buffer.from('MSCF\u0000\u0000')],
  ])('%s is an archive by its first bytes', (_, head) => expect(archiveByContent(head)).toBe(true));
  it.each([
    ['HTML', Buffer.from('<!doctype html>')],
    ['text starting BZh', Buffer.from('BZh9 is not bzip2')],
    ['PK in text', Buffer.from('PK and more')],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['nothing', Buffer.alloc(0)],
  ])('%s is no archive by its first bytes', (_, head) => expect(archiveByContent(head)).toBe(false));
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name for old clients and the exact one encoded', () => {
    expect(attachmentDisposition('banner.zip')).toBe(
      `attachment; filename="banner.zip"; filename*=UTF-8''banner.zip`,
    );
    expect(attachmentDisposition('Čokoláda "zimní" (1).zip')).toBe(
      `attachment; filename="Cokolada _zimni_ (1).zip"; filename*=UTF-8''%C4%8Cokol%C3%A1da%20%22zimn%C3%AD%22%20%281%29.zip`,
    );
    expect(attachmentDisposition('日本.zip')).toBe(
      `attachment; filename=".zip"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.zip`,
    );
  });
});
