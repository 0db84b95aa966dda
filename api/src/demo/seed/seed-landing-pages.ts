import type { CreativeState, Restriction } from '@portal/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import { demoImageKey, type DemoImage } from '../../services/creatives';
import type { Transaction } from '../../db/client';
import {
  companies,
  creativeFieldValues,
  creativeFiles,
  creativeFormatFields,
  creativeFormats,
  creativeVersions,
  landingPages,
  landingPageTypes,
  landingPageTypeTargets,
  targets,
} from '../../db/schema';

/** The format the demo landing page types fill (seed-creatives.ts). */
const PAGE_FORMAT = 'Obsah stránky – text a obrázek';

const TYPES = [
  { key: 'brand', name: 'Značková stránka', sizeExternalId: 1201, active: true, demoShopOnly: false },
  { key: 'seasonal', name: 'Sezónní kampaň', sizeExternalId: 1202, active: true, demoShopOnly: true },
  {
    key: 'archive',
    name: 'Produktová stránka (archiv)',
    sizeExternalId: 1100,
    active: false,
    demoShopOnly: false,
  },
] as const;
type TypeKey = (typeof TYPES)[number]['key'];

/** Pages waiting for the retailer, so the review queue has landing pages in it. */
const WAITING_PAGES = [
  {
    company: 'Acme Foods',
    author: 'vendor@portal.test',
    name: 'Acme – letní grilování',
    slug: 'acme/letni-grilovani',
    waitingSince: '2026-11-20T09:15:00+01:00',
  },
  {
    company: 'Nordic Drinks a.s.',
    author: 'nordic@portal.test',
    name: 'Nordic – jarní novinky',
    slug: 'nordic/jarni-novinky',
    waitingSince: '2026-11-21T14:30:00+01:00',
  },
] as const;

const SEASONAL = /vánoce|velikonoce|letní|zimní|grilování/i;
const COLORS = ['#1d5fad', '#2e7d32', '#b3261e', '#6a1b9a', '#e65100', '#00695c', '#455a64', '#ad1457'];

const sizeOf = (restrictions: Restriction[], type: 'image_width' | 'image_height', fallback: number) =>
  Number(restrictions.find((restriction) => restriction.type === type)?.value ?? fallback);

/**
 * The demo landing page types on the page-content format, and the demo vendors' landing pages
 * (seed-shop.ts) given a type and real field values — texts and a drawn hero image (a demo image,
 * drawn when first read) — plus two pages waiting for approval. A page still new lacks its image
 * (the missing fields show); reviewed pages keep their review as a version, as creatives do.
 */
export async function seedDemoLandingPages(
  tx: Transaction,
  { userIds, createdAt }: { userIds: Map<string, number>; createdAt: Date },
): Promise<void> {
  const [format] = await tx
    .select({ id: creativeFormats.id })
    .from(creativeFormats)
    .where(eq(creativeFormats.name, PAGE_FORMAT));
  if (!format) throw new Error(`no demo format ${PAGE_FORMAT}`);
  const fields = await tx
    .select()
    .from(creativeFormatFields)
    .where(eq(creativeFormatFields.formatId, format.id))
    .orderBy(asc(creativeFormatFields.position));
  const [shop] = await tx.select().from(targets).orderBy(asc(targets.id)).limit(1);
  if (!shop) throw new Error('no demo shop');

  const typeIds = {} as Record<TypeKey, number>;
  for (const type of TYPES) {
    const [row] = await tx
      .insert(landingPageTypes)
      .values({
        name: type.name,
        active: type.active,
        sizeExternalId: type.sizeExternalId,
        creativeFormatId: format.id,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: landingPageTypes.id });
    typeIds[type.key] = row!.id;
    if (type.demoShopOnly)
      await tx.insert(landingPageTypeTargets).values({ typeId: row!.id, targetId: shop.id });
  }

  const companyRows = await tx.select({ id: companies.id, name: companies.name }).from(companies);
  const companyId = (name: string) => companyRows.find((company) => company.name === name)!.id;
  for (const page of WAITING_PAGES) {
    await tx.insert(landingPages).values({
      name: page.name,
      companyId: companyId(page.company),
      targetId: shop.id,
      url: `${shop.domainUrl}/znacky/${page.slug}`,
      state: 'waiting-for-approval',
      createdByUserId: userIds.get(page.author) ?? null,
      createdAt,
      updatedAt: new Date(page.waitingSince),
      waitingSince: new Date(page.waitingSince),
    });
  }

  const authors = new Map([
    [companyId('Acme Foods'), userIds.get('vendor@portal.test') ?? null],
    [companyId('Nordic Drinks a.s.'), userIds.get('nordic@portal.test') ?? null],
  ]);
  const pages = await tx.select().from(landingPages).orderBy(asc(landingPages.id));
  for (const [index, page] of pages.entries()) {
    const seasonal = SEASONAL.test(page.name);
    const author = page.createdByUserId ?? authors.get(page.companyId) ?? null;
    await tx
      .update(landingPages)
      .set({ typeId: seasonal ? typeIds.seasonal : typeIds.brand, createdByUserId: author })
      .where(eq(landingPages.id, page.id));
    const values: (typeof creativeFieldValues.$inferInsert)[] = [];
    for (const field of fields) {
      let text: string | null = null;
      let fileId: number | null = null;
      if (field.mediaType === 'file') {
        // A page still being made has no picture yet: the missing field shows.
        if (page.state !== 'new') {
          const demo: DemoImage = {
            width: sizeOf(field.restrictions, 'image_width', 1200),
            height: sizeOf(field.restrictions, 'image_height', 400),
            format: 'jpeg',
            background: COLORS[index % COLORS.length]!,
            title: page.name.split(' – ')[0]!.slice(0, 40),
            subtitle: (page.name.split(' – ')[1] ?? '').slice(0, 40),
          };
          const [file] = await tx
            .insert(creativeFiles)
            .values({
              companyId: page.companyId,
              // Numbers of their own: the creatives' demo images count from 1.
              storageKey: demoImageKey(10_000 + index, demo),
              fileName: `${field.name}.jpg`,
              contentType: 'image/jpeg',
              width: demo.width,
              height: demo.height,
              // The drawn picture's size is known only once drawn; demo pictures stay well under the limit.
              byteSize: 40 * 1024,
              tmp: false,
              uploadedByUserId: author,
              createdAt,
            })
            .returning({ id: creativeFiles.id });
          fileId = file!.id;
        }
      } else if (field.name === 'headline') {
        text = page.name.slice(0, 60);
      } else if (field.name === 'description') {
        text = seasonal
          ? `${page.name}: sezónní nabídka s novinkami a slevami na celý sortiment značky. Platí do vyprodání zásob.`
          : `${page.name}: vše o značce na jednom místě – příběh, novinky a nejoblíbenější produkty.`;
      } else if (field.name === 'cta') {
        text = seasonal ? 'Využít slevu' : 'Objevit značku';
      } else if (field.name === 'discount') {
        text = seasonal ? '20' : null;
      }
      values.push({ landingPageId: page.id, fieldId: field.id, text, fileId, updatedAt: createdAt });
    }
    await tx.insert(creativeFieldValues).values(values);
    const kept = values.map((value) => ({
      fieldId: value.fieldId,
      text: value.text ?? null,
      fileId: value.fileId ?? null,
    }));
    const version = { landingPageId: page.id, version: 1, name: page.name, values: kept, createdAt };
    const versions: (typeof creativeVersions.$inferInsert)[] = [
      { ...version, state: 'new', byUserId: author },
    ];
    const state: CreativeState = page.state;
    if (state === 'approved' || state === 'returned')
      versions.push({ ...version, state, review: true, byUserId: null });
    await tx.insert(creativeVersions).values(versions);
  }
}
