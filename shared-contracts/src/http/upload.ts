import * as v from 'valibot';
import { apiErrorOf, apiUrl, call, reportApiError, sessionHeaders } from './client';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (the whole multipart body); 0 when the browser cannot tell. */
  total: number;
  /** 0–100. */
  percent: number;
}

export interface UploadOptions {
  /** Called as the body goes out (browsers), at least once when all of it has. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const progressOf = (loaded: number, total: number): UploadProgress => ({
  loaded,
  total,
  percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
});

/** Bytes of the form's files and texts: what the last progress report says was sent. */
function formSize(form: FormData): number {
  let size = 0;
  form.forEach((value) => {
    size += typeof value === 'string' ? new TextEncoder().encode(value).length : value.size;
  });
  return size;
}

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

function sendWithXhr(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    // Like the ky instance: the session cookie, the Bearer token and the locale.
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.upload.onprogress = (event) =>
      onProgress?.(progressOf(event.loaded, event.lengthComputable ? event.total : 0));
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    // As fetch does: a network failure is a TypeError, an abort the signal's reason.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.send(form);
  });
}

function answerOf<TSchema extends v.GenericSchema>(
  schema: TSchema,
  answer: RawAnswer,
): v.InferOutput<TSchema> {
  let body: unknown = null;
  try {
    body = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    body = undefined;
  }
  if (answer.status >= 200 && answer.status < 300) return v.parse(schema, body);
  const error = apiErrorOf(answer.status, answer.statusText, body);
  reportApiError(error);
  throw error;
}

/**
 * POSTs a multipart form and checks the answer as call() does (ApiError, onError). Browsers report
 * upload progress only to XMLHttpRequest: ky's onUploadProgress streams the body through fetch, which
 * Firefox and Safari refuse and Chromium allows over HTTP/2 only. So where XMLHttpRequest exists the
 * form goes through it with the ky instance's URL, cookie and headers; elsewhere (Node, tests) through
 * ky, with one progress report once it is sent.
 */
export async function uploadForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<v.InferOutput<TSchema>> {
  if (typeof XMLHttpRequest === 'function') return answerOf(schema, await sendWithXhr(path, form, options));
  // An upload takes as long as the connection needs: no 30 s limit here.
  const answer = await call(schema, 'post', path, { body: form, timeout: false, signal: options.signal });
  const size = formSize(form);
  options.onProgress?.(progressOf(size, size));
  return answer;
}
