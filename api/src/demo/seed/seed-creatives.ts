import { CampaignItemStateId, type LocalizedText, type Restriction } from '@portal/shared-contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { demoImageKey, type DemoImage } from '../../services/creatives';
import type { Transaction } from '../../db/client';
import {
  campaignItems,
  campaigns,
  creativeFieldValues,
  creativeFiles,
  creativeFormatFields,
  creativeFormats,
  creatives,
  creativeVersions,
  products,
  targetProducts,
  productCategories,
} from '../../db/schema';

const I = CampaignItemStateId;

type FieldSeed = {
  name: string;
  label: LocalizedText;
  description?: LocalizedText;
  required: boolean;
  restrictions?: Restriction[];
} & (
  | { mediaType: 'file'; convertFrom?: string; conversionFormat?: 'png' | 'jpg' | 'webp' }
  | { mediaType: 'text'; textMediaType: 'text' | 'number' | 'sku' | 'product-shop-data' }
);

const r = (type: Restriction['type'], value: string | number): Restriction => ({
  type,
  value: String(value),
});
const text = (cs: string, en: string, pl: string): LocalizedText => ({ cs, en, pl });
const NONE = text('', '', '');
/** 150 KB, the spec's usual banner limit, in bytes. */
const KB_150 = 150 * 1024;

const image = (
  name: string,
  label: LocalizedText,
  width: number,
  height: number,
  maxBytes: number,
  formats: string[] = ['PNG', 'JPEG'],
): FieldSeed => ({
  name,
  label,
  description: text(
    `Obrázek ${width} × ${height} px, ${formats.join(' nebo ')}, nejvýše ${Math.round(maxBytes / 1024)} KB.`,
    `Image ${width} × ${height} px, ${formats.join(' or ')}, at most ${Math.round(maxBytes / 1024)} KB.`,
    `Obraz ${width} × ${height} px, ${formats.join(' lub ')}, najwyżej ${Math.round(maxBytes / 1024)} KB.`,
  ),
  mediaType: 'file',
  required: true,
  restrictions: [
    ...formats.map((format) => r('image_format', format)),
    r('image_width', width),
    r('image_height', height),
    r('image_byte_size', maxBytes),
  ],
});

const webpOf = (name: string, from: string, label: LocalizedText): FieldSeed => ({
  name,
  label,
  description: text(
    'Vyplní se samo: obrázek převedený do formátu WEBP.',
    'Filled automatically: the image converted to WEBP.',
    'Wypełnia się automatycznie: obraz przekonwertowany do WEBP.',
  ),
  mediaType: 'file',
  required: false,
  convertFrom: from,
  conversionFormat: 'webp',
});

const altText: FieldSeed = {
  name: 'alt_text',
  label: text('Alternativní text', 'Alternative text', 'Tekst alternatywny'),
  description: text(
    'Co banner říká, pro čtečky obrazovky a když se obrázek nenačte.',
    'What the banner says, for screen readers and when the image does not load.',
    'Co mówi baner, dla czytników ekranu i gdy obraz się nie wczyta.',
  ),
  mediaType: 'text',
  textMediaType: 'text',
  required: true,
  restrictions: [r('text_max_len', 100)],
};

/** The demo catalogue's creative formats (the spec's templates) and the products that use them. */
const FORMATS: { name: string; products: string[]; fields: FieldSeed[] }[] = [
  {
    name: 'Banner – leaderboard 970×310 + mobil 480×480',
    products: ['HP_LEADERBOARD_970x310'],
    fields: [
      image(
        'desktop_image',
        text('Obrázek pro počítač', 'Desktop image', 'Obraz na komputer'),
        970,
        310,
        KB_150,
      ),
      webpOf(
        'desktop_image_webp',
        'desktop_image',
        text('Obrázek pro počítač (WEBP)', 'Desktop image (WEBP)', 'Obraz na komputer (WEBP)'),
      ),
      image('mobile_image', text('Obrázek pro mobil', 'Mobile image', 'Obraz na telefon'), 480, 480, KB_150),
      webpOf(
        'mobile_image_webp',
        'mobile_image',
        text('Obrázek pro mobil (WEBP)', 'Mobile image (WEBP)', 'Obraz na telefon (WEBP)'),
      ),
      altText,
    ],
  },
  {
    name: 'Banner – skyscraper 300×600',
    products: ['CAT_SKYSCRAPER_300x600'],
    fields: [
      image('image', text('Obrázek', 'Image', 'Obraz'), 300, 600, KB_150, ['PNG', 'JPEG', 'WEBP']),
      altText,
    ],
  },
  {
    name: 'Banner ve vyhledávání 728×90',
    products: ['SEARCH_BRAND_BANNER_728x90'],
    fields: [image('image', text('Obrázek', 'Image', 'Obraz'), 728, 90, 100 * 1024), altText],
  },
  {
    name: 'Nativní – sponzorované produkty',
    products: ['SP_TOP_IN_CATEGORY', 'SP_MATCHING_PRODUCTS', 'SEARCH_TOP_SP'],
    fields: [
      {
        name: 'skus',
        label: text('Propagované produkty', 'Promoted products', 'Promowane produkty'),
        description: text(
          'Kódy SKU produktů z e-shopu, jeden až pět.',
          'SKU codes of products of the shop, one to five.',
          'Kody SKU produktów ze sklepu, od jednego do pięciu.',
        ),
        mediaType: 'text',
        textMediaType: 'sku',
        required: true,
        restrictions: [r('sku_count', 1), r('sku_count_max', 5)],
      },
      {
        name: 'badge',
        label: text('Štítek', 'Badge', 'Etykieta'),
        description: text(
          'Krátký štítek u produktu, např. „Novinka“.',
          'A short badge, e.g. "New".',
          'Krótka etykieta, np. „Nowość”.',
        ),
        mediaType: 'text',
        textMediaType: 'text',
        required: false,
        restrictions: [r('text_max_len', 20)],
      },
      {
        name: 'shop_data',
        label: text('Údaje z e-shopu', 'Shop data', 'Dane ze sklepu'),
        description: text(
          'Cenu, dostupnost a hodnocení doplní e-shop.',
          'Price, availability and rating come from the shop.',
          'Cenę, dostępność i ocenę uzupełnia sklep.',
        ),
        mediaType: 'text',
        textMediaType: 'product-shop-data',
        required: true,
      },
    ],
  },
  {
    name: 'Obsah stránky – text a obrázek',
    products: ['LP_BRAND_PAGE', 'LP_SEASONAL'],
    fields: [
      {
        name: 'headline',
        label: text('Nadpis', 'Headline', 'Nagłówek'),
        mediaType: 'text',
        textMediaType: 'text',
        required: true,
        restrictions: [r('text_max_len', 60)],
      },
      {
        name: 'description',
        label: text('Popis', 'Description', 'Opis'),
        mediaType: 'text',
        textMediaType: 'text',
        required: true,
        restrictions: [r('text_max_len', 300)],
      },
      {
        name: 'cta',
        label: text('Text tlačítka', 'Button text', 'Tekst przycisku'),
        mediaType: 'text',
        textMediaType: 'text',
        required: false,
        restrictions: [r('text_max_len', 25)],
      },
      {
        name: 'discount',
        label: text('Sleva v %', 'Discount in %', 'Rabat w %'),
        mediaType: 'text',
        textMediaType: 'number',
        required: false,
        restrictions: [r('number_type', 'Int'), r('number_min', 0), r('number_max', 90), r('number_step', 5)],
      },
      image('hero_image', text('Úvodní obrázek', 'Hero image', 'Obraz główny'), 1200, 400, 300 * 1024, [
        'JPEG',
        'PNG',
        'WEBP',
      ]),
    ],
  },
];

const COLORS = ['#b3261e', '#1d5fad', '#2e7d32', '#6a1b9a', '#e65100', '#00695c'];

interface SeededField {
  id: number;
  name: string;
  mediaType: 'file' | 'text';
  textMediaType: string | null;
  convertFromId: number | null;
  restrictions: Restriction[];
}

/**
 * Loads the creative formats, links the demo products to them and gives the demo items the creatives
 * their states imply (design.md §3): a waiting item a creative waiting for approval, a returned one a
 * returned creative with the retailer's reason, prepared and running ones approved creatives. Items
 * that still need theirs (approved, missing) get none. Images are demo images, drawn when first read.
 */
export async function seedDemoCreatives(tx: Transaction, { createdAt }: { createdAt: Date }): Promise<void> {
  const fieldsOfFormat = new Map<number, SeededField[]>();
  for (const format of FORMATS) {
    const [row] = await tx
      .insert(creativeFormats)
      .values({ name: format.name, createdAt, updatedAt: createdAt })
      .returning({ id: creativeFormats.id });
    const ids = new Map<string, number>();
    const seeded: SeededField[] = [];
    for (const [position, field] of format.fields.entries()) {
      const [inserted] = await tx
        .insert(creativeFormatFields)
        .values({
          formatId: row!.id,
          position,
          name: field.name,
          mediaType: field.mediaType,
          textMediaType: field.mediaType === 'text' ? field.textMediaType : null,
          required: field.required,
          displayNames: field.label,
          descriptions: field.description ?? NONE,
          restrictions: field.restrictions ?? [],
          convertFromId: field.mediaType === 'file' && field.convertFrom ? ids.get(field.convertFrom)! : null,
          conversionFormat: field.mediaType === 'file' ? (field.conversionFormat ?? 'none') : 'none',
        })
        .returning();
      ids.set(field.name, inserted!.id);
      seeded.push(inserted!);
    }
    fieldsOfFormat.set(row!.id, seeded);
    await tx
      .update(products)
      .set({ creativeFormatId: row!.id })
      .where(inArray(products.name, format.products));
  }

  const items = await tx
    .select({
      id: campaignItems.id,
      stateId: campaignItems.stateId,
      companyId: campaigns.companyId,
      campaignName: campaigns.name,
      productId: products.id,
      productName: products.title,
      formatId: products.creativeFormatId,
      targetId: productCategories.targetId,
      createdByUserId: campaigns.createdByUserId,
    })
    .from(campaignItems)
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .innerJoin(products, eq(products.id, campaignItems.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(
      inArray(campaignItems.stateId, [
        I.WaitingForApproval,
        I.Returned,
        I.Prepared,
        I.Online,
        I.Paused,
        I.Closed,
      ]),
    )
    .orderBy(asc(campaignItems.id));

  let demoFiles = 0;
  for (const [index, item] of items.entries()) {
    if (item.formatId === null) continue;
    const state =
      item.stateId === I.WaitingForApproval
        ? 'waiting-for-approval'
        : item.stateId === I.Returned
          ? 'returned'
          : 'approved';
    const notes =
      state === 'returned'
        ? 'Na mobilním obrázku chybí logo a text je u okraje oříznutý. Upravte ho prosím a pošlete znovu.'
        : null;
    const [creative] = await tx
      .insert(creatives)
      .values({
        companyId: item.companyId,
        productId: item.productId,
        formatId: item.formatId,
        name: `${item.productName ?? 'Kreativa'} – ${item.campaignName}`,
        state,
        notes,
        createdByUserId: item.createdByUserId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    const color = COLORS[index % COLORS.length]!;
    const skus = item.targetId
      ? await tx
          .select({ sku: targetProducts.externalIdentifier })
          .from(targetProducts)
          .where(and(eq(targetProducts.targetId, item.targetId), eq(targetProducts.active, true)))
          .orderBy(asc(targetProducts.id))
          .limit(3)
          .offset(index * 3)
      : [];
    const fileOf = new Map<number, number>();
    const values: (typeof creativeFieldValues.$inferInsert)[] = [];
    for (const field of fieldsOfFormat.get(item.formatId)!) {
      let textValue: string | null = null;
      let fileId: number | null = null;
      if (field.mediaType === 'file') {
        const source = field.convertFromId
          ? fieldsOfFormat.get(item.formatId)!.find((f) => f.id === field.convertFromId)!
          : field;
        const width = Number(source.restrictions.find((x) => x.type === 'image_width')?.value ?? 600);
        const height = Number(source.restrictions.find((x) => x.type === 'image_height')?.value ?? 300);
        const demo: DemoImage = {
          width,
          height,
          format: field.convertFromId ? 'webp' : 'png',
          background: color,
          title: item.campaignName.split(' – ')[0]!.slice(0, 40),
          subtitle: item.productName ?? '',
        };
        const [file] = await tx
          .insert(creativeFiles)
          .values({
            companyId: item.companyId,
            storageKey: demoImageKey((demoFiles += 1), demo),
            fileName: `${field.name}.${demo.format}`,
            contentType: demo.format === 'webp' ? 'image/webp' : 'image/png',
            width,
            height,
            // The drawn picture's size is known only once drawn; demo banners stay well under the limits.
            byteSize: 20 * 1024,
            tmp: false,
            uploadedByUserId: item.createdByUserId,
            createdAt,
          })
          .returning({ id: creativeFiles.id });
        fileId = file!.id;
        fileOf.set(field.id, fileId);
      } else if (field.textMediaType === 'sku') {
        textValue = skus.map((row) => row.sku).join(', ') || null;
      } else if (field.textMediaType === 'number') {
        textValue = '20';
      } else if (field.textMediaType === 'text') {
        textValue =
          field.name === 'alt_text' || field.name === 'headline'
            ? item.campaignName.slice(0, 60)
            : field.name === 'badge'
              ? 'Novinka'
              : field.name === 'cta'
                ? 'Nakupovat'
                : `${item.campaignName} – ${item.productName ?? ''}`.slice(0, 300);
      }
      values.push({
        creativeId: creative!.id,
        fieldId: field.id,
        text: textValue,
        fileId,
        autoConverted: field.convertFromId !== null,
        updatedAt: createdAt,
      });
    }
    await tx.insert(creativeFieldValues).values(values);
    const kept = values.map((value) => ({
      fieldId: value.fieldId!,
      text: value.text ?? null,
      fileId: value.fileId ?? null,
    }));
    const version = { creativeId: creative!.id, version: 1, name: creative!.name, values: kept, createdAt };
    const versions: (typeof creativeVersions.$inferInsert)[] = [
      { ...version, state: 'new', byUserId: item.createdByUserId },
    ];
    // A reviewed creative keeps the review too: what later changes are counted from.
    if (state === 'approved' || state === 'returned')
      versions.push({ ...version, state, review: true, byUserId: null });
    await tx.insert(creativeVersions).values(versions);
    await tx.update(campaignItems).set({ creativeId: creative!.id }).where(eq(campaignItems.id, item.id));
  }
}
