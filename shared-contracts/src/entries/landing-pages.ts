// `@portal/shared-contracts/landing-pages`: landing pages and their types, and the retailer's review
// queue (the landing page screens, the type settings and the queue, which reviews creatives and
// landing pages alike). Listed after ./creatives, whose field values and changes it uses.
export * from '../landing-pages/landing-page-rules';
export * from '../landing-pages/landing-page-types';
export * from '../landing-pages/landing-pages';
export * from '../review-queue/review-queue';
