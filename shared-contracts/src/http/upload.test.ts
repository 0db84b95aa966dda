import * as v from 'valibot';
import { uploadCampaignItemCreativeZip } from '../campaign-items/campaign-item';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { configureApiClient } from './client';
import { uploadForm, type UploadProgress } from './upload';

const Answer = v.object({ ok: v.boolean() });

function form(): FormData {
  const data = new FormData();
  data.append('file', new File(['0123456789'], 'a.zip', { type: 'application/zip' }));
  return data;
}

/** What a browser's XMLHttpRequest does with a send: progress events, then the answer (or a failure). */
class FakeXhr {
  static last: FakeXhr | undefined;
  static answer: { status: number; body: unknown } | 'network-error' | 'hang' = { status: 200, body: {} };
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    FakeXhr.last = this;
    const answer = FakeXhr.answer;
    if (answer === 'hang') return;
    setTimeout(() => {
      if (answer === 'network-error') {
        this.onerror?.();
      } else {
        for (const loaded of [0, 600, 1200])
          this.upload.onprogress?.({ loaded, total: 1200, lengthComputable: true });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }
      this.onloadend?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
}

afterEach(() => {
  sessionStore.getState().signOut();
  delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
});

describe('uploadForm in a browser (XMLHttpRequest)', () => {
  beforeEach(() => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
    FakeXhr.answer = { status: 200, body: { ok: true } };
  });

  it('sends the form with the session headers and the cookie, reports progress and checks the answer', async () => {
    configureApiClient({ baseUrl: 'http://api.test/api/' });
    sessionStore.getState().signIn('secret', { userId: 1 } as never);
    const progress: UploadProgress[] = [];
    const data = form();
    await expect(
      uploadForm(Answer, '/campaign-item/5/creative-zip', data, { onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({ ok: true });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/api/campaign-item/5/creative-zip');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ Authorization: 'Bearer secret', 'Accept-Language': 'cs-CZ' });
    expect(xhr.sent).toBe(data);
    expect(progress.map((p) => p.percent)).toEqual([0, 50, 100]);
    expect(progress.at(-1)).toEqual({ loaded: 1200, total: 1200, percent: 100 });
  });

  it("turns an error answer into an ApiError with the server's message and reports it", async () => {
    const errors: ApiError[] = [];
    configureApiClient({ baseUrl: 'http://api.test/api', onError: (error) => errors.push(error) });
    FakeXhr.answer = {
      status: 400,
      body: {
        code: 'creative_zip_unreadable',
        message: 'Soubor a.zip není čitelný ZIP archiv.',
        requestId: 'r1',
      },
    };
    const failure = uploadForm(Answer, '/x', form());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'creative_zip_unreadable',
      message: 'Soubor a.zip není čitelný ZIP archiv.',
    });
    expect(errors).toHaveLength(1);

    FakeXhr.answer = { status: 502, body: undefined };
    await expect(uploadForm(Answer, '/x', form())).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('fails like fetch without a connection, and stops when aborted', async () => {
    configureApiClient({ baseUrl: 'http://api.test/api' });
    FakeXhr.answer = 'network-error';
    await expect(uploadForm(Answer, '/x', form())).rejects.toBeInstanceOf(TypeError);

    FakeXhr.answer = 'hang';
    const controller = new AbortController();
    const pending = uploadForm(Answer, '/x', form(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(uploadForm(Answer, '/x', form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('uploadForm without XMLHttpRequest (ky)', () => {
  it('posts the multipart form and reports the whole of it as sent', async () => {
    const seen: Request[] = [];
    configureApiClient({
      baseUrl: 'http://api.test/api',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(input instanceof Request ? input : new Request(input, init));
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }) as typeof fetch,
    });
    const progress: UploadProgress[] = [];
    await expect(uploadForm(Answer, '/x', form(), { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      ok: true,
    });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress).toEqual([{ loaded: 10, total: 10, percent: 100 }]);
  });
});

describe('uploadCampaignItemCreativeZip', () => {
  it('sends the zip as the field `file` under its name', async () => {
    const seen: Request[] = [];
    configureApiClient({
      baseUrl: 'http://api.test/api',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push((input instanceof Request ? input : new Request(input, init)).clone());
        return new Response(
          JSON.stringify({ code: 'creative_zip_upload_disabled', message: 'Vypnuto.', requestId: 'r' }),
          { status: 409 },
        );
      }) as typeof fetch,
    });
    const zip = new File(['PK'], 'kreativa.zip', { type: 'application/zip' });
    await expect(uploadCampaignItemCreativeZip(7, zip)).rejects.toMatchObject({
      status: 409,
      code: 'creative_zip_upload_disabled',
    });
    expect(seen[0]!.url).toBe('http://api.test/api/campaign-item/7/creative-zip');
    const sent = (await seen[0]!.formData()).get('file') as File;
    expect(sent.name).toBe('kreativa.zip');
    expect(sent.type).toBe('application/zip');
    expect(await sent.text()).toBe('PK');
  });
});
