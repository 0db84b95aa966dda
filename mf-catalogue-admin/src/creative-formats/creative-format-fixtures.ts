// Test data (not part of the bundle): the formats the screens' tests answer with.
import type { CreativeFormat, CreativeFormatField, CreativeFormatSummary } from '@portal/shared-contracts';

export const LEADERBOARD_SUMMARY: CreativeFormatSummary = {
  id: 5,
  name: 'Banner – leaderboard 970×250',
  fieldsCount: 4,
  productsCount: 1,
};
export const SKYSCRAPER_SUMMARY: CreativeFormatSummary = {
  id: 6,
  name: 'Banner – skyscraper 300×600',
  fieldsCount: 2,
  productsCount: 0,
};

const texts = (cs: string, en: string, pl: string) => ({ cs, en, pl });
const empty = texts('', '', '');

type ListedField = CreativeFormat['fields'][number];

const field = (values: Partial<ListedField> & Pick<CreativeFormatField, 'id' | 'name'>) =>
  ({
    mediaType: 'text',
    textMediaType: 'text',
    required: false,
    displayName: values.name,
    displayDescription: null,
    displayNames: empty,
    descriptions: empty,
    restrictions: [],
    convertFromId: null,
    convertFromIndex: null,
    conversionFormat: 'none',
    ...values,
  }) satisfies ListedField;

export const LEADERBOARD: CreativeFormat = {
  id: 5,
  name: 'Banner – leaderboard 970×250',
  products: [{ id: 3, name: 'Leaderboard na titulní straně' }],
  version: 3,
  fields: [
    field({
      id: 51,
      name: 'headline',
      required: true,
      displayNames: texts('Nadpis', 'Headline', 'Nagłówek'),
      restrictions: [{ type: 'text_max_len', value: '90' }],
    }),
    field({
      id: 52,
      name: 'price',
      textMediaType: 'number',
      restrictions: [
        { type: 'number_type', value: 'Float' },
        { type: 'number_min', value: '0' },
      ],
    }),
    field({
      id: 53,
      name: 'desktop_image',
      mediaType: 'file',
      textMediaType: null,
      required: true,
      displayNames: texts('Obrázek pro počítač', 'Desktop image', 'Obraz na komputer'),
      restrictions: [
        { type: 'image_format', value: 'JPEG' },
        { type: 'image_format', value: 'PNG' },
        { type: 'image_width', value: '970' },
        { type: 'image_height', value: '250' },
        { type: 'image_byte_size', value: '153600' },
      ],
    }),
    field({
      id: 54,
      name: 'desktop_image_webp',
      mediaType: 'file',
      textMediaType: null,
      convertFromId: 53,
      convertFromIndex: 2,
      conversionFormat: 'webp',
    }),
  ],
};
