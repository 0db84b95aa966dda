// Test fixtures (not part of the bundle): item 77 of campaign 501, the leaderboard's format, creatives.
import {
  CAMPAIGN_ITEM_STATES,
  CAMPAIGN_STATES,
  NO_PERFORMANCE,
  type CampaignItem,
  type CampaignItemDetail,
  type CampaignItemState,
  type CampaignItemStateIdentifier,
  type CampaignState,
  type CampaignStateIdentifier,
  type Creative,
  type CreativeDraft,
  type CreativeFile,
  type CreativeFormatField,
  type Restriction,
} from '@portal/shared-contracts';

const r = (type: Restriction['type'], value: string | number): Restriction => ({
  type,
  value: String(value),
});
const text = (cs: string) => ({ cs, en: cs, pl: cs });

export function formatField(
  overrides: Partial<CreativeFormatField> & { id: number; name: string },
): CreativeFormatField {
  const displayName = overrides.displayName ?? overrides.name;
  return {
    mediaType: 'text',
    textMediaType: 'text',
    required: false,
    displayName,
    displayDescription: null,
    displayNames: text(displayName),
    descriptions: text(''),
    restrictions: [],
    convertFromId: null,
    conversionFormat: 'none',
    ...overrides,
  };
}

const image = (id: number, name: string, displayName: string, width: number, height: number) =>
  formatField({
    id,
    name,
    displayName,
    mediaType: 'file',
    textMediaType: null,
    required: true,
    restrictions: [
      r('image_format', 'PNG'),
      r('image_format', 'JPEG'),
      r('image_width', width),
      r('image_height', height),
      r('image_byte_size', 150 * 1024),
    ],
  });
const webp = (id: number, name: string, displayName: string, from: number) =>
  formatField({
    id,
    name,
    displayName,
    mediaType: 'file',
    textMediaType: null,
    convertFromId: from,
    conversionFormat: 'webp',
  });

/** The seeded leaderboard format: desktop 970×310 and mobile 480×480 (PNG/JPEG ≤ 150 KB), their WEBPs, an alt text. */
export const LEADERBOARD_FIELDS: CreativeFormatField[] = [
  image(301, 'desktop_image', 'Obrázek pro počítač', 970, 310),
  webp(302, 'desktop_image_webp', 'Obrázek pro počítač (WEBP)', 301),
  image(303, 'mobile_image', 'Obrázek pro mobil', 480, 480),
  webp(304, 'mobile_image_webp', 'Obrázek pro mobil (WEBP)', 303),
  formatField({
    id: 305,
    name: 'alt_text',
    displayName: 'Alternativní text',
    required: true,
    restrictions: [r('text_max_len', 100)],
  }),
];

/** The native format: SKUs (1 to 5), a badge (at most 20 characters), the shop's data. */
export const NATIVE_FIELDS: CreativeFormatField[] = [
  formatField({
    id: 401,
    name: 'skus',
    displayName: 'Propagované produkty',
    textMediaType: 'sku',
    required: true,
    restrictions: [r('sku_count', 1), r('sku_count_max', 5)],
  }),
  formatField({ id: 402, name: 'badge', displayName: 'Štítek', restrictions: [r('text_max_len', 20)] }),
  formatField({
    id: 403,
    name: 'shop_data',
    displayName: 'Údaje z e-shopu',
    textMediaType: 'product-shop-data',
    required: true,
  }),
];

export function creativeFile(id: number, overrides: Partial<CreativeFile> = {}): CreativeFile {
  return {
    id,
    name: `obrazek-${id}.png`,
    contentType: 'image/png',
    width: 970,
    height: 310,
    size: 51_200,
    url: `/api/creatives/media/${id}`,
    ...overrides,
  };
}

// The screens name a state by its identifier, from their catalogs; the answers' `name` is not shown,
// so the fixtures carry the identifier there rather than a copy of the labels.
/** An item state as the API's answers carry it: its row of CAMPAIGN_ITEM_STATES and a name. */
export const itemState = (identifier: CampaignItemStateIdentifier): CampaignItemState => ({
  ...CAMPAIGN_ITEM_STATES.find((state) => state.identifier === identifier)!,
  name: identifier,
});
/** A campaign state as the API's answers carry it: its row of CAMPAIGN_STATES and a name. */
const campaignState = (identifier: CampaignStateIdentifier): CampaignState => ({
  ...CAMPAIGN_STATES.find((state) => state.identifier === identifier)!,
  name: identifier,
});

/** Item 77 of campaign 501 (Acme Foods), the leaderboard, approved: its creative is to be filled. */
export function item(overrides: Partial<CampaignItem> = {}): CampaignItem {
  return {
    id: 77,
    campaignId: 501,
    generatedName: 'HP leaderboard – Pozice 1',
    name: 'HP leaderboard – Pozice 1',
    product: {
      id: 11,
      name: 'HP_LEADERBOARD_970x310',
      rateType: 'FLAT_RATE',
      price: 45000,
      nativeFormat: false,
      nativeType: 'none',
      checkAvails: true,
      categoryId: 1,
    },
    itemState: itemState('approved'),
    startDate: '2026-12-07',
    endDate: '2026-12-13',
    orderedAmount: null,
    orderedClicksCount: null,
    orderedImpressionsCount: null,
    unitPrice: 45000,
    price: 45000,
    usagePrice: null,
    progress: null,
    variableValues: [{ id: 1, name: 'Pozice 1' }],
    note: null,
    message: null,
    targetURL: 'https://www.portal-retail.cz/vanoce',
    targetProduct: null,
    targetLandingPage: null,
    targetKeywords: [],
    editable: false,
    creativeEditAllowed: true,
    creative: null,
    zipUploaded: false,
    externalId: 'LI-77',
    flightExternalId: 'FL-77',
    ...NO_PERFORMANCE,
    hardConversions: null,
    softConversions: null,
    sasInfo: { lineItemURL: null, flightURL: null, creativeURL: null, zipCreativeURL: null },
    ...overrides,
  };
}

export function itemDetail(overrides: Partial<CampaignItem> = {}): CampaignItemDetail {
  return {
    item: item(overrides),
    campaign: {
      id: 501,
      name: 'Vánoce 2026',
      company: { id: 2, name: 'Acme Foods' },
      campaignState: campaignState('approved'),
    },
  };
}

/** Values of a creative by field name: a text, or a file. */
type Values = Record<string, string | CreativeFile>;

/** Creative 900 of Acme Foods for the leaderboard, with the values given (filled as the rules say). */
export function creative(
  overrides: Partial<Creative> = {},
  values: Values = {},
  fields: CreativeFormatField[] = LEADERBOARD_FIELDS,
): Creative {
  const fieldValues = fields.map((field, index) => {
    const value = values[field.name];
    const file = typeof value === 'object' ? value : null;
    const textValue = typeof value === 'string' ? value : null;
    return {
      id: 9000 + index,
      formatField: field,
      text: textValue,
      file,
      filled: file !== null || (textValue ?? '').trim() !== '',
      autoConverted: field.convertFromId !== null && file !== null,
    };
  });
  const missing = fieldValues
    .filter(
      (value) =>
        value.formatField.required &&
        value.formatField.convertFromId === null &&
        value.formatField.textMediaType !== 'product-shop-data' &&
        !value.filled,
    )
    .map((value) => value.formatField.displayName);
  return {
    id: 900,
    name: 'Vánoční leaderboard',
    creativeState: 'new',
    notes: null,
    company: { id: 2, name: 'Acme Foods' },
    product: { id: 11, name: 'HP_LEADERBOARD_970x310', nativeFormat: false },
    format: { id: 31, name: 'Banner – leaderboard 970×310 + mobil 480×480' },
    fieldValues,
    filled: missing.length === 0,
    missingFields: missing,
    version: 3,
    updatedAt: '2026-11-20T09:30:00.000Z',
    campaignItems: [{ id: 77, campaignId: 501, name: 'HP leaderboard – Pozice 1' }],
    canEdit: true,
    canSendForCheck: missing.length === 0,
    canReview: false,
    adServerCreativeURL: null,
    ...overrides,
  };
}

/** Every value of the leaderboard filled. */
export const FILLED: Values = {
  desktop_image: creativeFile(501),
  desktop_image_webp: creativeFile(502, { contentType: 'image/webp', name: 'obrazek-501.webp' }),
  mobile_image: creativeFile(503, { width: 480, height: 480 }),
  mobile_image_webp: creativeFile(504, { contentType: 'image/webp', width: 480, height: 480 }),
  alt_text: 'Čokoláda k Vánocům',
};

export function draft(fields: CreativeFormatField[] = LEADERBOARD_FIELDS): CreativeDraft {
  return {
    product: { id: 11, name: 'HP_LEADERBOARD_970x310', nativeFormat: false },
    format: {
      id: 31,
      name: 'Banner – leaderboard 970×310 + mobil 480×480',
      fields: fields.map((field) => ({
        ...field,
        convertFromIndex:
          field.convertFromId === null ? null : fields.findIndex((other) => other.id === field.convertFromId),
      })),
      products: [],
      version: 1,
    },
    company: { id: 2, name: 'Acme Foods' },
    suggestedName: 'Vánoce 2026 – HP leaderboard',
  };
}
