// Test data (not part of the bundle): the release overviews the screen's tests answer with.
import type { ReleaseOverview, ReleaseTarget, ReleaseVersionInfo } from '@portal/shared-contracts';

export const LIVE = '1.4.0-a1b2c3d4';
export const PREVIOUS = '1.3.2-0badf00d';
export const CANARY = '1.5.0-cafe0001';
export const BLOCKED = '1.6.0-deadbeef';
export const NEWER_LIVE = '1.5.1-feedf00d';

export const UNMET = 'mf-users 1.6.0-deadbeef potřebuje react ^20.0.0; portál poskytuje 19.2.0.';

const version = (name: string, more: Partial<ReleaseVersionInfo> = {}): ReleaseVersionInfo => ({
  version: name,
  packageVersion: name.replace(/-[0-9a-f]{8}$/, ''),
  contentHash: `${name.slice(-8)}${'0'.repeat(56)}`,
  states: ['kept'],
  builtAt: '2026-11-20T08:30:00.000Z',
  gitCommit: '3f9c2e1a7b6d5c4e3f2a1b0c9d8e7f6a5b4c3d2e',
  origin: null,
  fileCount: 42,
  byteSize: 512_000,
  uploadedAt: '2026-11-20T09:00:00.000Z',
  uploadedBy: 'deploy token mf-users',
  promotedAt: null,
  promotedBy: null,
  requires: { shared: { react: '^19.0.0' }, contracts: {} },
  unmet: [],
  ...more,
});

/** mf-users: one blocked upload, a canary for 10 %, the live version and the previous one. */
export const USERS_OVERVIEW: ReleaseOverview = {
  name: 'mf-users',
  live: LIVE,
  previous: PREVIOUS,
  canary: { version: CANARY, percent: 10 },
  preview: null,
  versions: [
    version(BLOCKED, {
      uploadedAt: '2026-11-24T10:00:00.000Z',
      requires: { shared: { react: '^20.0.0' }, contracts: {} },
      unmet: [UNMET],
    }),
    version(CANARY, { states: ['canary'], uploadedAt: '2026-11-23T10:00:00.000Z' }),
    version(LIVE, {
      states: ['live'],
      builtAt: '2026-11-21T13:05:00.000Z',
      promotedAt: '2026-11-22T07:15:00.000Z',
      promotedBy: 'Alena Adminová',
    }),
    version(PREVIOUS, {
      states: ['previous'],
      gitCommit: null,
      promotedAt: '2026-11-01T08:00:00.000Z',
      promotedBy: 'Alena Adminová',
    }),
  ],
  history: [
    {
      at: '2026-11-23T11:00:00.000Z',
      action: 'staged',
      version: CANARY,
      fromVersion: null,
      percent: 10,
      actor: 'Alena Adminová',
    },
    {
      at: '2026-11-22T07:15:00.000Z',
      action: 'promoted',
      version: LIVE,
      fromVersion: PREVIOUS,
      percent: null,
      actor: 'Alena Adminová',
    },
  ],
};

/** A target nothing was released for yet. */
export const emptyOverview = (name: ReleaseTarget): ReleaseOverview => ({
  name,
  live: null,
  previous: null,
  canary: null,
  preview: null,
  versions: [],
  history: [],
});
