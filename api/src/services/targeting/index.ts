/**
 * Targeting: target products and landing pages, advertisers and the brands a user may target. This
 * index is all the area offers to the rest of the API.
 */
export { allowedBrandsOf } from './brand-access';
export { findTargetProductBySku, findTargetProductByUrl } from './find-target-product';
export { searchLandingPages } from './search-landing-pages';
export { searchTargetProducts, validateTargetProduct } from './search-target-products';
export { listTargets, searchTargets } from './targets';
