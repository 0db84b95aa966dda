// Test fixtures (not part of the bundle): landing page 42 of Acme Foods, its type's format, a list page.
import type {
  ActiveLandingPageType,
  CreativeFile,
  CreativeFormatField,
  LandingPage,
  LandingPageSummary,
} from '@portal/shared-contracts';
import { creativeFile, formatField } from '../creative/creative-fixtures';

const SHOP = { id: 7, name: 'Portal Retail', domainUrl: 'https://www.portal-retail.cz/' };
const OTHER_SHOP = { id: 8, name: 'Druhý e-shop', domainUrl: 'https://www.druhy-eshop.cz/' };

/** The seeded page-content format: headline (≤ 60), description, the hero image 1200×400 and its WEBP. */
export const PAGE_FIELDS: CreativeFormatField[] = [
  formatField({
    id: 501,
    name: 'headline',
    displayName: 'Nadpis',
    required: true,
    restrictions: [{ type: 'text_max_len', value: '60' }],
  }),
  formatField({ id: 502, name: 'description', displayName: 'Popis', required: true }),
  formatField({
    id: 503,
    name: 'hero_image',
    displayName: 'Úvodní obrázek',
    mediaType: 'file',
    textMediaType: null,
    required: true,
    restrictions: [
      { type: 'image_format', value: 'PNG' },
      { type: 'image_width', value: '1200' },
      { type: 'image_height', value: '400' },
    ],
  }),
  formatField({
    id: 504,
    name: 'hero_image_webp',
    displayName: 'Úvodní obrázek (WEBP)',
    mediaType: 'file',
    textMediaType: null,
    convertFromId: 503,
    conversionFormat: 'webp',
  }),
];

export const heroImage = (id = 601, overrides: Partial<CreativeFile> = {}) =>
  creativeFile(id, { name: 'hero.png', width: 1200, height: 400, ...overrides });

/** Values of the page by field name: a text, or a file. */
type Values = Record<string, string | CreativeFile>;

export const FILLED_PAGE: Values = {
  headline: 'Zimní čokoládový svět',
  description: 'Horká čokoláda, pralinky a dárky.',
  hero_image: heroImage(),
  hero_image_webp: heroImage(602, { name: 'hero.webp', contentType: 'image/webp' }),
};

/** Landing page 42 of Acme Foods in the shop Portal Retail, with the values given (filled as the rules say). */
export function landingPage(overrides: Partial<LandingPage> = {}, values: Values = FILLED_PAGE): LandingPage {
  const fieldValues = PAGE_FIELDS.map((field, index) => {
    const value = values[field.name];
    const file = typeof value === 'object' ? value : null;
    const text = typeof value === 'string' ? value : null;
    return {
      id: 7000 + index,
      formatField: field,
      text,
      file,
      filled: file !== null || (text ?? '').trim() !== '',
      autoConverted: field.convertFromId !== null && file !== null,
    };
  });
  const missingFields = fieldValues
    .filter(
      (value) => value.formatField.required && value.formatField.convertFromId === null && !value.filled,
    )
    .map((value) => value.formatField.displayName);
  return {
    id: 42,
    name: 'Acme – Zimní čokolády',
    url: 'https://www.portal-retail.cz/znacky/42-acme-zimni-cokolady',
    active: true,
    creativeState: 'new',
    notes: null,
    company: { id: 2, name: 'Acme Foods' },
    target: SHOP,
    type: { id: 3, name: 'Značková stránka', sizeExternalId: 1201 },
    format: { id: 40, name: 'Obsah stránky – text a obrázek' },
    fieldValues,
    filled: missingFields.length === 0,
    missingFields,
    version: 2,
    updatedAt: '2026-11-20T09:30:00.000Z',
    waitingSince: null,
    canEdit: true,
    canSendForCheck: missingFields.length === 0,
    canReview: false,
    ...overrides,
  };
}

/** A row of the list. */
export function summary(id: number, overrides: Partial<LandingPageSummary> = {}): LandingPageSummary {
  return {
    id,
    name: `Stránka ${id}`,
    url: `https://www.portal-retail.cz/znacky/${id}-stranka`,
    active: true,
    creativeState: 'new',
    company: { id: 2, name: 'Acme Foods' },
    target: { id: SHOP.id, name: SHOP.name },
    type: { id: 3, name: 'Značková stránka' },
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** The active types: one allows every shop, one only Portal Retail. */
export const ACTIVE_TYPES: ActiveLandingPageType[] = [
  {
    id: 3,
    name: 'Značková stránka',
    creativeFormat: { id: 40, name: 'Obsah stránky – text a obrázek' },
    allTargets: true,
    targets: [SHOP, OTHER_SHOP],
  },
  {
    id: 4,
    name: 'Sezónní kampaň',
    creativeFormat: { id: 40, name: 'Obsah stránky – text a obrázek' },
    allTargets: false,
    targets: [SHOP],
  },
];

export const FILTER_DATA = {
  companies: [
    { id: 2, name: 'Acme Foods' },
    { id: 3, name: 'Nordic Drinks a.s.' },
  ],
  targets: [SHOP, OTHER_SHOP],
  states: ['new', 'waiting-for-approval', 'returned', 'approved'] as LandingPage['creativeState'][],
};
