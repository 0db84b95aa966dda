import type { RequestExamples } from '.';

/** A period the matrix and the fuzz can send: the demo data's weeks. */
const SAMPLE_PERIOD = { from: '2026-01-01', to: '2026-12-31' };

export default {
  'GET /dashboards/delivery': { sample: { query: SAMPLE_PERIOD } },
  'GET /dashboards/delivery.csv': { sample: { query: SAMPLE_PERIOD } },
} satisfies RequestExamples;
