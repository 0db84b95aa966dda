// Test data (not part of the bundle): the types, formats and shops the screen's tests answer with.
import type { LandingPageType, Target } from '@portal/shared-contracts';

export const SHOP: Target = { id: 11, name: 'Hlavní e-shop', domainUrl: 'https://shop.example.cz' };
export const OTHER_SHOP: Target = { id: 12, name: 'Druhý e-shop', domainUrl: 'https://druhy.example.cz' };

export const FORMATS = [
  { id: 7, name: 'Landing page – značka' },
  { id: 8, name: 'Landing page – sezóna' },
];

export const BRAND: LandingPageType = {
  id: 3,
  name: 'Značková stránka',
  active: true,
  sizeExternalId: 1201,
  creativeFormatId: FORMATS[0]!.id,
  creativeFormat: FORMATS[0]!,
  allowedTargetIds: [],
  allowedTargets: [],
  landingPagesCount: 4,
  version: 2,
};

export const SEASONAL: LandingPageType = {
  id: 4,
  name: 'Sezónní kampaň',
  active: false,
  sizeExternalId: 1202,
  creativeFormatId: FORMATS[1]!.id,
  creativeFormat: FORMATS[1]!,
  allowedTargetIds: [SHOP.id, OTHER_SHOP.id],
  allowedTargets: [SHOP, OTHER_SHOP],
  landingPagesCount: 0,
  version: 7,
};
