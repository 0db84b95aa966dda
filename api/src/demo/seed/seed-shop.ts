import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  brands,
  landingPages,
  targetProductCategories,
  targetProducts,
  targets,
  userAllowedBrands,
} from '../../db/schema';
import type { CompanyKey } from './demo-companies';

/**
 * The demo shop ("Portal Retail"): its category tree, about 200 brands and over 10,000 products, so
 * that target product search behaves as on a real catalogue; and the demo buyers' landing pages.
 * Everything is fixed data or drawn from a PRNG with a fixed seed, so every seeded database holds the
 * same rows.
 */
export const DEMO_SHOP = { name: 'Portal Retail', domainUrl: 'https://www.portal-retail.cz' } as const;

/** How many products the demo shop has. */
export const DEMO_SHOP_PRODUCTS = 10_500;

/** The demo vendors' own brands, with their share of their root category's products. */
const VENDOR_BRANDS: { name: string; company: 'acme' | 'nordic' | 'bella'; root: RootKey; share: number }[] =
  [
    { name: 'Acme', company: 'acme', root: 'food', share: 0.05 },
    { name: 'Acme Bio', company: 'acme', root: 'food', share: 0.03 },
    { name: 'Acme Kids', company: 'acme', root: 'kids', share: 0.08 },
    { name: 'Nordic', company: 'nordic', root: 'drinks', share: 0.06 },
    { name: 'Nordic Fresh', company: 'nordic', root: 'drinks', share: 0.04 },
    { name: 'Bella', company: 'bella', root: 'cosmetics', share: 0.06 },
    { name: 'Bella Natural', company: 'bella', root: 'cosmetics', share: 0.04 },
  ];

type RootKey = 'food' | 'drinks' | 'cosmetics' | 'household' | 'kids' | 'pets';

/** A leaf category: product names are brand + kind + variant + size. */
type Leaf = [name: string, kinds: string[], variants: string[], sizes: string[]];

// prettier-ignore
const TREE: Record<RootKey, { name: string; brands: string[]; children: [name: string, leaves: Leaf[]][] }> = {
  food: {
    name: 'Potraviny',
    brands: ['Zlatý klas', 'Babiččina spižírna', 'Selský dvůr', 'Mlýn Kratochvíl', 'Pekárna U Kostela', 'Sladké údolí', 'Farma Lhota', 'Mlékárna Pod Horou', 'Konzervárna Hanák', 'Sýrárna Valašsko'],
    children: [
      ['Sladkosti', [
        ['Čokolády', ['Mléčná čokoláda', 'Hořká čokoláda', 'Bílá čokoláda', 'Pralinky'], ['s lískovými oříšky', 's mandlemi', 's karamelem', 's malinami', 'se solí', 'klasická', 's rozinkami'], ['80 g', '100 g', '200 g', '250 g']],
        ['Sušenky a oplatky', ['Sušenky', 'Oplatky', 'Máslové sušenky', 'Perníčky'], ['kakaové', 'citronové', 's čokoládou', 'ovesné', 'celozrnné', 's lískovým krémem'], ['130 g', '150 g', '200 g', '400 g']],
        ['Bonbony a želé', ['Želé bonbony', 'Lízátka', 'Karamely', 'Dropsy'], ['ovocné', 'kyselé', 'mléčné', 'mátové', 's colou'], ['90 g', '150 g', '200 g', '1 kg']],
      ]],
      ['Pečivo a cereálie', [
        ['Müsli a vločky', ['Müsli', 'Granola', 'Ovesné vločky', 'Cereální polštářky'], ['s ovocem', 's ořechy', 'čokoládové', 'bez přidaného cukru', 'medové', 'proteinové'], ['350 g', '500 g', '750 g']],
        ['Trvanlivé pečivo', ['Toustový chléb', 'Knäckebrot', 'Suchary', 'Tyčinky'], ['celozrnný', 'žitný', 'světlý', 'vícezrnný', 'se sezamem'], ['100 g', '250 g', '500 g']],
        ['Mouka a směsi na pečení', ['Mouka hladká', 'Mouka polohrubá', 'Směs na palačinky', 'Kypřicí prášek', 'Cukr moučka'], ['pšeničná', 'špaldová', 'bezlepková', 'speciál', 'extra jemná'], ['500 g', '1 kg', '5 kg']],
      ]],
      ['Konzervy a polévky', [
        ['Polévky', ['Polévka', 'Instantní polévka', 'Vývar', 'Krémová polévka'], ['gulášová', 'hovězí', 'kuřecí s nudlemi', 'dýňová', 'čočková', 'rajská', 'bramboračka'], ['60 g', '400 ml', '500 ml']],
        ['Zeleninové konzervy', ['Fazole', 'Kukuřice', 'Hrášek', 'Rajčata'], ['v tomatě', 'sterilovaná', 'loupaná', 'sladká', 'bílá'], ['340 g', '400 g', '2,5 kg']],
        ['Omáčky a dresinky', ['Kečup', 'Hořčice', 'Omáčka na těstoviny', 'Majonéza', 'Dresink'], ['jemný', 'pikantní', 'bazalková', 'boloňská', 'plnotučná', 'česnekový'], ['250 ml', '500 g', '900 g']],
      ]],
      ['Mléčné výrobky', [
        ['Sýry', ['Eidam', 'Gouda', 'Niva', 'Tvarohový sýr', 'Mozzarella'], ['plátky', 'blok', 'uzený', 'light', '30 %', '45 %'], ['100 g', '125 g', '250 g', '400 g']],
        ['Jogurty a dezerty', ['Jogurt', 'Řecký jogurt', 'Skyr', 'Pudink'], ['bílý', 'jahodový', 'borůvkový', 'vanilkový', 'meruňkový', 'čokoládový'], ['140 g', '150 g', '400 g']],
        ['Mléko a smetana', ['Mléko', 'Smetana ke šlehání', 'Zakysaná smetana', 'Kefír'], ['polotučné', 'plnotučné', 'bez laktózy', 'čerstvé', 'trvanlivé'], ['200 ml', '500 ml', '1 l']],
      ]],
    ],
  },
  drinks: {
    name: 'Nápoje',
    brands: ['Horská studánka', 'Pramen Sněžka', 'Pivovar Kamenec', 'Vinařství Pálava', 'Moštárna Sad', 'Čajovna Lotos', 'Pražírna Zrnko', 'Limonádárna Jizera'],
    children: [
      ['Nealkoholické nápoje', [
        ['Minerální vody', ['Minerální voda', 'Pramenitá voda', 'Kojenecká voda'], ['perlivá', 'jemně perlivá', 'neperlivá', 's příchutí citronu', 's příchutí maliny'], ['0,5 l', '1,5 l', '6 × 1,5 l']],
        ['Limonády', ['Limonáda', 'Tonic', 'Cola', 'Malinovka'], ['citronová', 'pomerančová', 'malinová', 'bez cukru', 'zero', 'bezinková'], ['0,33 l', '0,5 l', '1,5 l', '2 l']],
        ['Džusy a smoothie', ['Džus', 'Nektar', 'Smoothie', 'Mošt'], ['pomerančový', 'jablečný', 'multivitamin', 'ananasový', 'hroznový', 'mrkvový'], ['0,25 l', '1 l', '1,5 l']],
      ]],
      ['Teplé nápoje', [
        ['Káva', ['Zrnková káva', 'Mletá káva', 'Kávové kapsle', 'Instantní káva'], ['Arabica', 'Espresso', 'Crema', 'bez kofeinu', 'Lungo'], ['100 g', '250 g', '1 kg', '10 ks']],
        ['Čaj', ['Černý čaj', 'Zelený čaj', 'Ovocný čaj', 'Bylinný čaj'], ['porcovaný', 'sypaný', 's citronem', 'mátový', 'heřmánkový', 'šípkový'], ['20 × 1,5 g', '50 g', '100 g']],
        ['Kakao a horká čokoláda', ['Kakao', 'Horká čokoláda', 'Kakaový nápoj'], ['instantní', 'hořké', 'se skořicí', 'mléčné'], ['150 g', '250 g', '400 g']],
      ]],
      ['Alkoholické nápoje', [
        ['Pivo', ['Pivo', 'Nealkoholické pivo', 'Ležák', 'Radler'], ['světlé', 'tmavé', 'výčepní', 'IPA', 'pšeničné', 'citron'], ['0,5 l', 'plech 0,5 l', '6 × 0,5 l']],
        ['Víno', ['Víno', 'Šumivé víno', 'Prosecco', 'Svařené víno'], ['bílé suché', 'červené suché', 'růžové', 'polosladké', 'Ryzlink rýnský', 'Frankovka'], ['0,75 l', '1 l']],
        ['Cidery', ['Cider', 'Perry', 'Medovina'], ['jablečný', 'hruškový', 'bezinkový', 'suchý', 'sladký'], ['0,33 l', '0,5 l']],
      ]],
      ['Energetické a sportovní nápoje', [
        ['Energetické nápoje', ['Energetický nápoj', 'Energy drink'], ['original', 'zero', 'tropical', 'mango', 'guarana'], ['0,25 l', '0,5 l']],
        ['Sportovní nápoje', ['Iontový nápoj', 'Izotonický nápoj', 'Proteinový nápoj'], ['citron', 'pomeranč', 'grep', 'čokoláda'], ['0,5 l', '0,75 l']],
      ]],
    ],
  },
  cosmetics: {
    name: 'Drogerie a kosmetika',
    brands: ['Levandulová zahrada', 'Pleťová lékárna', 'Krása přírody', 'Mýdlárna Rubín', 'Perla', 'Bylinkový ráj'],
    children: [
      ['Péče o pleť', [
        ['Pleťové krémy', ['Denní krém', 'Noční krém', 'Krém na ruce', 'Oční krém'], ['hydratační', 's kyselinou hyaluronovou', 'pro citlivou pleť', 'anti-age', 's SPF 15'], ['30 ml', '50 ml', '75 ml', '100 ml']],
        ['Čištění pleti', ['Micelární voda', 'Čisticí gel', 'Pleťové tonikum', 'Odličovací mléko'], ['pro normální pleť', 'pro mastnou pleť', 'se zeleným čajem', 'růžová'], ['200 ml', '400 ml']],
        ['Opalovací přípravky', ['Opalovací krém', 'Sprej na opalování', 'Mléko po opalování'], ['SPF 30', 'SPF 50', 'pro děti', 'voděodolný', 's aloe vera'], ['50 ml', '150 ml', '200 ml']],
      ]],
      ['Péče o vlasy', [
        ['Šampony a kondicionéry', ['Šampon', 'Kondicionér', 'Maska na vlasy', 'Suchý šampon'], ['na mastné vlasy', 'proti lupům', 'pro barvené vlasy', 'objemový', 'kopřivový'], ['250 ml', '400 ml', '1 l']],
        ['Vlasový styling', ['Lak na vlasy', 'Gel na vlasy', 'Pěna na vlasy', 'Vosk na vlasy'], ['extra silný', 'flexibilní', 'pro objem', 'matný'], ['75 ml', '150 ml', '250 ml']],
      ]],
      ['Parfémy a líčení', [
        ['Parfémy', ['Parfémovaná voda', 'Toaletní voda', 'Tělový sprej'], ['dámská', 'pánská', 'květinová', 'svěží', 'orientální', 'citrusová'], ['30 ml', '50 ml', '100 ml']],
        ['Dekorativní kosmetika', ['Řasenka', 'Rtěnka', 'Make-up', 'Tvářenka', 'Lak na nehty'], ['černá', 'červená', 'nude', 'matná', 'dlouhotrvající', 'voděodolná'], ['1 ks', '8 ml', '30 ml']],
      ]],
      ['Hygiena', [
        ['Sprchové gely a mýdla', ['Sprchový gel', 'Tekuté mýdlo', 'Tuhé mýdlo', 'Pěna do koupele'], ['levandule', 'oceán', 'mandle', 'pro muže', 'kokos', 'olivový'], ['250 ml', '500 ml', '100 g']],
        ['Ústní hygiena', ['Zubní pasta', 'Ústní voda', 'Zubní kartáček', 'Dentální nit'], ['bělicí', 'pro citlivé zuby', 'bylinná', 'měkký', 'střední'], ['1 ks', '75 ml', '500 ml']],
        ['Deodoranty', ['Deodorant', 'Antiperspirant', 'Tuhý deodorant'], ['sprej', 'roll-on', 'pro ženy', 'pro muže', 'bez hliníku'], ['50 ml', '150 ml']],
      ]],
    ],
  },
  household: {
    name: 'Domácnost',
    brands: ['Čistý domov', 'Hospodyňka', 'Kuchařka', 'Prádelna Jiskra', 'Železářství Kovář'],
    children: [
      ['Praní a úklid', [
        ['Prací prostředky', ['Prací gel', 'Prací prášek', 'Aviváž', 'Kapsle na praní'], ['na barevné prádlo', 'na bílé prádlo', 'sensitive', 'horská svěžest', 'levandule'], ['1 l', '2,5 l', '40 praní']],
        ['Čisticí prostředky', ['Čistič na kuchyně', 'Čistič na koupelny', 'Prostředek na nádobí', 'Tablety do myčky'], ['citron', 'antibakteriální', 'sprej', 'koncentrát', 'vše v jednom'], ['500 ml', '1 l', '40 ks']],
      ]],
      ['Kuchyně a stolování', [
        ['Nádobí', ['Pánev', 'Hrnec', 'Kastrol', 'Rendlík'], ['nerezový', 's nepřilnavým povrchem', 'litinový', 'smaltovaný'], ['16 cm', '20 cm', '24 cm', '28 cm']],
        ['Kuchyňské pomůcky', ['Prkénko', 'Kuchyňský nůž', 'Vařečka', 'Struhadlo'], ['bambusové', 'nerezový', 'silikonová', 'dřevěné'], ['1 ks', 'sada 3 ks']],
      ]],
      ['Papírové výrobky', [
        ['Toaletní papír', ['Toaletní papír', 'Vlhčený toaletní papír'], ['třívrstvý', 'dvouvrstvý', 'parfémovaný', 'recyklovaný'], ['8 rolí', '16 rolí', '60 ks']],
        ['Utěrky a kapesníky', ['Papírové utěrky', 'Papírové kapesníky', 'Ubrousky'], ['dvouvrstvé', 'třívrstvé', 'mentolové', 'sváteční'], ['2 role', '10 × 10 ks', '100 ks']],
      ]],
    ],
  },
  kids: {
    name: 'Dětské zboží',
    brands: ['Medvídek', 'Kašička', 'Hrajeme si', 'Malý objevitel'],
    children: [
      ['Dětská výživa', [
        ['Kaše a přesnídávky', ['Dětská kaše', 'Ovocná přesnídávka', 'Zeleninový příkrm'], ['mléčná', 'jablko a banán', 'mrkev', 'bez lepku', 'rýžová'], ['190 g', '225 g', '4 × 100 g']],
        ['Dětské svačinky', ['Dětské sušenky', 'Ovocné tyčinky', 'Kukuřičné křupky'], ['bez cukru', 'jahodové', 'špaldové', 'banánové'], ['25 g', '100 g', '150 g']],
      ]],
      ['Péče o dítě', [
        ['Plenky', ['Plenky', 'Plenkové kalhotky', 'Noční plenky'], ['vel. 2', 'vel. 3', 'vel. 4', 'vel. 5', 'vel. 6'], ['30 ks', '58 ks', '96 ks']],
        ['Dětská kosmetika', ['Vlhčené ubrousky', 'Dětský šampon', 'Dětský krém', 'Dětský olej'], ['sensitive', 's heřmánkem', 'bez parfemace', 's měsíčkem'], ['56 ks', '200 ml', '100 ml']],
      ]],
      ['Hračky', [
        ['Stavebnice a puzzle', ['Stavebnice', 'Puzzle', 'Magnetická stavebnice'], ['100 dílků', '500 dílků', 'dřevěná', 'farma', 'hasiči'], ['1 ks']],
        ['Plyšové hračky', ['Plyšový medvídek', 'Plyšový zajíček', 'Plyšový pejsek'], ['velký', 'malý', 'hnědý', 'růžový'], ['25 cm', '40 cm', '60 cm']],
      ]],
    ],
  },
  pets: {
    name: 'Chovatelské potřeby',
    brands: ['Věrný pes', 'Kočičí ráj', 'Pelíšek', 'Psí hvězda'],
    children: [
      ['Pro psy', [
        ['Krmivo pro psy', ['Granule pro psy', 'Kapsička pro psy', 'Konzerva pro psy'], ['s kuřecím', 's hovězím', 'junior', 'senior', 's jehněčím'], ['400 g', '3 kg', '12 kg']],
        ['Pamlsky pro psy', ['Pamlsky pro psy', 'Žvýkací kost', 'Dentální tyčinky'], ['s kuřecím', 's hovězím', 'malá plemena', 'velká plemena'], ['80 g', '200 g', '7 ks']],
      ]],
      ['Pro kočky', [
        ['Krmivo pro kočky', ['Granule pro kočky', 'Kapsička pro kočky', 'Paštika pro kočky'], ['s lososem', 's kuřecím', 'sterilised', 'kitten', 's tuňákem'], ['85 g', '400 g', '2 kg']],
        ['Stelivo', ['Stelivo', 'Silikátové stelivo', 'Dřevěné stelivo'], ['hrudkující', 'bez vůně', 'levandulové'], ['5 l', '10 l', '20 l']],
      ]],
    ],
  },
};

/** How much of the catalogue each root category holds. */
const ROOT_WEIGHTS: Record<RootKey, number> = {
  food: 0.34,
  drinks: 0.2,
  cosmetics: 0.2,
  household: 0.11,
  kids: 0.08,
  pets: 0.07,
};

/** Invented brand names from syllables, to fill the brand list to about 200. */
const SYLLABLES = [
  'la',
  've',
  'ri',
  'no',
  'ka',
  'mo',
  'ta',
  'li',
  'sa',
  'ro',
  'vi',
  'na',
  'de',
  'lu',
  'ma',
  'ze',
];
const ENDINGS = ['a', 'o', 'ia', 'ex', 'on', 'is', 'et', 'ana'];
/** How many brands the shop has in all. */
const BRAND_COUNT = 200;

/** mulberry32: a small PRNG; the fixed seed makes the demo data the same on every machine. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 'Mléčná čokoláda 100 g' → 'mlecna-cokolada-100-g'. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface DemoShopProduct {
  id: number;
  url: string;
  name: string;
}

export interface DemoShop {
  targetId: number;
  /** Active products of each demo vendor's brands (by company), for the items' targets. */
  vendorProducts: Record<'acme' | 'nordic' | 'bella', DemoShopProduct[]>;
  /** Approved, active landing pages of each demo vendor (by company). */
  landingPages: Partial<Record<CompanyKey, number[]>>;
}

interface LandingPageSeed {
  company: 'acme' | 'nordic';
  name: string;
  slug: string;
  state: 'new' | 'waiting-for-approval' | 'returned' | 'approved';
  active: boolean;
  notes?: string;
}

const LANDING_PAGES: LandingPageSeed[] = [
  { company: 'acme', name: 'Acme – značková stránka', slug: 'acme', state: 'approved', active: true },
  { company: 'acme', name: 'Acme – Vánoce 2026', slug: 'acme/vanoce-2026', state: 'approved', active: true },
  { company: 'acme', name: 'Acme Bio – zdravá snídaně', slug: 'acme-bio', state: 'approved', active: true },
  {
    company: 'acme',
    name: 'Acme – Velikonoce 2026',
    slug: 'acme/velikonoce-2026',
    state: 'approved',
    active: false,
  },
  {
    company: 'acme',
    name: 'Acme – proteinové tyčinky',
    slug: 'acme/proteinove-tycinky',
    state: 'returned',
    active: true,
    notes: 'Doplňte prosím fotografie produktů ve vyšším rozlišení.',
  },
  {
    company: 'nordic',
    name: 'Nordic – letní limonády',
    slug: 'nordic/letni-limonady',
    state: 'approved',
    active: true,
  },
  {
    company: 'nordic',
    name: 'Nordic – zimní nápoje',
    slug: 'nordic/zimni-napoje',
    state: 'approved',
    active: true,
  },
  { company: 'nordic', name: 'Nordic Fresh – novinky', slug: 'nordic-fresh', state: 'new', active: true },
];

/**
 * Loads the demo shop, its catalogue, the demo vendors' landing pages and the allowed brands of the
 * demo buyer that has them (marketing@portal.test: Acme and Acme Bio only); called by seedDemoData
 * inside its transaction.
 */
export async function seedDemoShop(
  tx: Transaction,
  { companyIds, userIds }: { companyIds: Record<CompanyKey, number>; userIds: Map<string, number> },
): Promise<DemoShop> {
  const random = prng(10_000_019);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

  const [target] = await tx.insert(targets).values(DEMO_SHOP).returning({ id: targets.id });
  const targetId = target!.id;

  // The category tree: roots, their children and the leaves products belong to.
  const roots = Object.keys(TREE) as RootKey[];
  const rootRows = await tx
    .insert(targetProductCategories)
    .values(roots.map((key, index) => ({ targetId, name: TREE[key].name, externalId: `C${index + 1}` })))
    .returning({ id: targetProductCategories.id });
  const rootIds = Object.fromEntries(roots.map((key, index) => [key, rootRows[index]!.id])) as Record<
    RootKey,
    number
  >;
  // A top-level category is its own root.
  await tx
    .update(targetProductCategories)
    .set({ rootId: sql`${targetProductCategories.id}` })
    .where(
      sql`${targetProductCategories.targetId} = ${targetId} and ${targetProductCategories.parentId} is null`,
    );
  const middle = roots.flatMap((key, rootIndex) =>
    TREE[key].children.map(([name, leaves], index) => ({
      root: key,
      leaves,
      row: {
        targetId,
        parentId: rootIds[key],
        rootId: rootIds[key],
        name,
        externalId: `C${rootIndex + 1}-${index + 1}`,
      },
    })),
  );
  const middleRows = await tx
    .insert(targetProductCategories)
    .values(middle.map((entry) => entry.row))
    .returning({ id: targetProductCategories.id });
  const leafEntries = middle.flatMap((entry, middleIndex) =>
    entry.leaves.map((leaf, index) => ({
      root: entry.root,
      leaf,
      row: {
        targetId,
        parentId: middleRows[middleIndex]!.id,
        rootId: rootIds[entry.root],
        name: leaf[0],
        externalId: `${entry.row.externalId}-${index + 1}`,
      },
    })),
  );
  const leafRows = await tx
    .insert(targetProductCategories)
    .values(leafEntries.map((entry) => entry.row))
    .returning({ id: targetProductCategories.id });
  const leaves = leafEntries.map((entry, index) => ({ ...entry, id: leafRows[index]!.id }));

  // Brands: the demo vendors', the shops' own per root, then invented ones spread over the roots.
  const brandRoots: { name: string; root: RootKey }[] = [
    ...VENDOR_BRANDS.map(({ name, root }) => ({ name, root })),
    ...roots.flatMap((root) => TREE[root].brands.map((name) => ({ name, root }))),
  ];
  const taken = new Set(brandRoots.map((brand) => brand.name.toLowerCase()));
  while (brandRoots.length < BRAND_COUNT) {
    const syllables = 1 + Math.floor(random() * 2);
    // The last syllable's vowel gives way to the ending: 'la' + 've' + 'on' → 'Laveon'.
    const word =
      Array.from({ length: syllables }, () => pick(SYLLABLES))
        .join('')
        .slice(0, -1) + pick(ENDINGS);
    const name = word.charAt(0).toUpperCase() + word.slice(1);
    if (name.length < 4 || taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    brandRoots.push({ name, root: roots[brandRoots.length % roots.length]! });
  }
  const brandRows = await tx
    .insert(brands)
    .values(brandRoots.map(({ name }) => ({ name })))
    .returning({ id: brands.id, name: brands.name });
  const brandId = new Map(brandRows.map((row) => [row.name, row.id]));
  const brandsOfRoot = Object.fromEntries(
    roots.map((root) => [root, brandRoots.filter((brand) => brand.root === root).map((brand) => brand.name)]),
  ) as Record<RootKey, string[]>;
  const vendorBrandsOfRoot = (root: RootKey) => VENDOR_BRANDS.filter((brand) => brand.root === root);

  // Products: a root by weight, a leaf of it, a brand (the vendors' own with their share), a name.
  const leavesOfRoot = Object.fromEntries(
    roots.map((root) => [root, leaves.filter((leaf) => leaf.root === root)]),
  ) as Record<RootKey, typeof leaves>;
  const rootOf = () => {
    let draw = random();
    for (const root of roots) {
      draw -= ROOT_WEIGHTS[root];
      if (draw < 0) return root;
    }
    return roots.at(-1)!;
  };
  const brandOf = (root: RootKey) => {
    let draw = random();
    for (const brand of vendorBrandsOfRoot(root)) {
      draw -= brand.share;
      if (draw < 0) return brand.name;
    }
    return pick(brandsOfRoot[root].filter((name) => !VENDOR_BRANDS.some((brand) => brand.name === name)));
  };
  const rows: (typeof targetProducts.$inferInsert & { brand: string })[] = [];
  for (let index = 0; index < DEMO_SHOP_PRODUCTS; index += 1) {
    const root = rootOf();
    const leaf = pick(leavesOfRoot[root]);
    const [, kinds, variants, sizes] = leaf.leaf;
    const brand = brandOf(root);
    const name = `${brand} ${pick(kinds)} ${pick(variants)} ${pick(sizes)}`;
    // Seven digits, unique (7919 is prime to 9,000,000), scattered like a real shop's numbering.
    const sku = String(1_000_000 + ((index * 7919) % 9_000_000));
    rows.push({
      targetId,
      externalIdentifier: sku,
      name,
      url: `${DEMO_SHOP.domainUrl}/${slugOf(leaf.leaf[0])}/${slugOf(name)}-${sku}`,
      brandId: brandId.get(brand)!,
      brand,
      categoryId: leaf.id,
      // A few products are out of the assortment.
      active: random() >= 0.03,
    });
  }
  const vendorProducts: DemoShop['vendorProducts'] = { acme: [], nordic: [], bella: [] };
  const BATCH = 1000;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const inserted = await tx
      .insert(targetProducts)
      .values(batch.map(({ brand: _brand, ...row }) => row))
      .returning({ id: targetProducts.id });
    batch.forEach((row, index) => {
      const vendor = VENDOR_BRANDS.find((brand) => brand.name === row.brand);
      // marketing@portal.test may promote Acme and Acme Bio only: items' targets stay within them.
      if (vendor && row.active && row.brand !== 'Acme Kids') {
        vendorProducts[vendor.company].push({ id: inserted[index]!.id, url: row.url, name: row.name });
      }
    });
  }

  const landingPageIds: DemoShop['landingPages'] = {};
  const pageRows = await tx
    .insert(landingPages)
    .values(
      LANDING_PAGES.map((page) => ({
        name: page.name,
        companyId: companyIds[page.company],
        targetId,
        url: `${DEMO_SHOP.domainUrl}/znacky/${page.slug}`,
        state: page.state,
        active: page.active,
        notes: page.notes ?? null,
      })),
    )
    .returning({ id: landingPages.id });
  LANDING_PAGES.forEach((page, index) => {
    if (page.state === 'approved' && page.active)
      (landingPageIds[page.company] ??= []).push(pageRows[index]!.id);
  });

  const marketing = userIds.get('marketing@portal.test');
  if (marketing === undefined) throw new Error('no demo user marketing@portal.test');
  await tx
    .insert(userAllowedBrands)
    .values(['Acme', 'Acme Bio'].map((name) => ({ userId: marketing, brandId: brandId.get(name)! })));

  return { targetId, vendorProducts, landingPages: landingPageIds };
}
