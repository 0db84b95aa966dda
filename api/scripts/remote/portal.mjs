// The portal's release API as `pnpm remote` calls it: which portal (PORTAL_URL), with which deploy
// token (DEPLOY_TOKEN, else the token file the local portal writes), and the calls themselves.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError, RefusedError } from './errors.mjs';
import { DEPLOY_TOKEN_HEADER, RELEASE_ENDPOINTS } from './release-endpoints.mjs';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_PORTAL_URL = 'http://localhost:8080';

/** PORTAL_URL without a trailing slash (default: the local portal of `pnpm start`). */
export function portalUrl(env = process.env) {
  const raw = env.PORTAL_URL?.trim() || DEFAULT_PORTAL_URL;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(`PORTAL_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`PORTAL_URL must be an http or https URL: ${raw}`);
  return raw.replace(/\/+$/, '');
}

/**
 * The target's deploy token: DEPLOY_TOKEN, else DATA_DIR/deploy-tokens/<target>, the file the local
 * portal writes on its first start (DATA_DIR as the API reads it: relative to api/, default ./.data).
 */
export function deployToken(target, env = process.env) {
  const given = env.DEPLOY_TOKEN?.trim();
  if (given) return given;
  const file = path.join(path.resolve(API_DIR, env.DATA_DIR?.trim() || '.data'), 'deploy-tokens', target);
  let token = '';
  try {
    token = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (error.code !== 'ENOENT')
      throw new CliError(`Cannot read the deploy token file ${file}: ${error.message}`);
  }
  if (!token)
    throw new CliError(
      [
        `No deploy token for ${target}: DEPLOY_TOKEN is not set and there is no token file ${file}.`,
        `Set DEPLOY_TOKEN to the deploy token of ${target}, or start the local portal once (pnpm start), which writes the file.`,
      ].join('\n'),
    );
  return token;
}

/** Why a request did not get through, from fetch's error and its cause. */
function networkReason(error) {
  const cause = error?.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  const text = cause?.message || error?.message || String(error);
  return code && !text.includes(code) ? `${code}: ${text}` : text;
}

/** The release API of one target at one portal, with that target's deploy token. */
export function releaseApi({ baseUrl, token, target }) {
  /** `call`: a key of RELEASE_ENDPOINTS, whose paths name the target as `:name`. */
  async function send(call, { json, form } = {}) {
    const { method, path: callPath } = RELEASE_ENDPOINTS[call];
    const url = `${baseUrl}/api${callPath.replace(/:name\b/, encodeURIComponent(target))}`;
    const headers = { [DEPLOY_TOKEN_HEADER]: token, accept: 'application/json', 'accept-language': 'en' };
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else body = form;
    let response;
    let text;
    try {
      response = await fetch(url, { method, headers, body });
      text = await response.text();
    } catch (error) {
      throw new CliError(
        `Cannot reach the portal at ${baseUrl} (${networkReason(error)}). Is it running? PORTAL_URL names another portal.`,
      );
    }
    let answer = null;
    try {
      answer = JSON.parse(text);
    } catch {
      // not JSON: told below
    }
    if (!response.ok) {
      if (answer && typeof answer.message === 'string') throw new RefusedError(response.status, answer);
      const excerpt = text.trim().slice(0, 200);
      throw new CliError(
        `The portal answered ${method} ${url} with HTTP ${response.status} ${response.statusText}${excerpt ? `: ${excerpt}` : ''}`,
      );
    }
    if (answer === null)
      throw new CliError(`${url} did not answer JSON (HTTP ${response.status}): is PORTAL_URL the portal?`);
    return answer;
  }

  return {
    overview: () => send('overview'),
    /** `archive`: a Blob of the build's zip. */
    upload(archive) {
      const form = new FormData();
      form.set('file', archive, 'build.zip');
      return send('upload', { form });
    },
    promote: (version, expectedLive) => send('promote', { json: { version, expectedLive } }),
    rollback: (expectedLive) => send('rollback', { json: { expectedLive } }),
    stage: (version, percent, expectedLive) => send('stage', { json: { version, percent, expectedLive } }),
    endStage: () => send('endStage'),
  };
}
