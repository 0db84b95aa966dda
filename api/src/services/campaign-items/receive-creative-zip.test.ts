import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../../errors';
import { attachmentDisposition } from './download-item-creative-zip';
import { cleanFileName, receiveCreativeZip, type UploadPart } from './receive-creative-zip';

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
