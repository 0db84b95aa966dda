/**
 * The review queue with 10,000 waiting entries (review-queue-data.ts), in harness.ts's way: the built
 * server on its own database, each call driven with 20 connections after the session check alone as
 * the floor of the moment, as retailer staff:
 *
 * - GET /api/review-queue: the first pages, pages anywhere up to the last, one kind, one company;
 * - GET /api/review-queue/count (the header counter);
 * - GET /api/review-queue/next after an entry anywhere in the queue.
 *
 * Target on PostgreSQL: p99 ≤ 100 ms. Run: `node build.mjs && tsx bench/review-queue.ts` (with
 * DATABASE_URL for PostgreSQL); BENCH_ONLY, BENCH_DURATION and BENCH_CONNECTIONS as harness.ts says.
 */
import { runBenchmark, type Scenario } from './harness';
import { generateReviewQueueData, type ReviewQueueDataSet } from './review-queue-data';
import { login } from './server';

const P99_TARGET = 100;
const PAGE = 20;
const KINDS = ['creative', 'itemZip', 'landingPage'] as const;

async function scenarios(url: string, data: ReviewQueueDataSet): Promise<Scenario[]> {
  const retailer = await login(url, 'retailer@portal.test');
  const get = (label: string, path: (n: number) => string): Scenario => ({
    label,
    method: 'GET',
    token: retailer,
    request: (n) => ({ path: path(n) }),
    p99Target: P99_TARGET,
  });
  // 0 … 9,980: pages anywhere in the queue, the last one too.
  const anywhere = (n: number) => ((n * 7_919) % 500) * PAGE;
  return [
    {
      label: 'GET /auth/authorization (baseline)',
      method: 'GET',
      token: retailer,
      request: () => ({ path: '/api/auth/authorization' }),
    },
    get(
      'review-queue: first pages',
      (n) => `/api/review-queue?firstResult=${(n % 5) * PAGE}&maxResults=${PAGE}`,
    ),
    get(
      'review-queue: any page (to 10,000)',
      (n) => `/api/review-queue?firstResult=${anywhere(n)}&maxResults=${PAGE}`,
    ),
    get(
      'review-queue: one kind',
      (n) => `/api/review-queue?kind=${KINDS[n % KINDS.length]}&maxResults=${PAGE}`,
    ),
    get(
      'review-queue: one company',
      (n) => `/api/review-queue?companyId=${data.companyIds[n % data.companyIds.length]}&maxResults=${PAGE}`,
    ),
    get('review-queue/count', () => '/api/review-queue/count'),
    get('review-queue/next', (n) => `/api/review-queue/next?after=${data.sample[n % data.sample.length]}`),
  ];
}

runBenchmark({ name: 'review_queue', generate: generateReviewQueueData, scenarios });
