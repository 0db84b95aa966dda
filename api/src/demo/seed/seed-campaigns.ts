import { CampaignItemStateId, CampaignStateId, itemPrice, type RateType } from '@portal/shared-contracts';
import type { Transaction } from '../../db/client';
import {
  campaignItemKeywords,
  campaignItems,
  campaignItemVariableValues,
  campaigns,
  flatRateBookings,
  productCategories,
  products,
  productVariableValues,
  userAllowedProductCategories,
} from '../../db/schema';
import { seedAdServer } from './seed-ad-server';
import type { CompanyKey } from './demo-companies';
import { DEMO_TODAY } from './demo-day';
import { DEMO_SHOP, prng as shopPrng, slugOf, type DemoShop } from './seed-shop';

/**
 * Demo catalogue and campaigns. Everything is fixed data or drawn from a PRNG with a fixed seed, so
 * every seeded database holds the same rows; dates are placed around the demo's "today", DEMO_TODAY
 * (moved afterwards to the week the database is seeded in: demo-day.ts).
 */

type CategoryKey = 'banners' | 'sponsored' | 'search' | 'landing';

const CATEGORIES: Record<CategoryKey, typeof productCategories.$inferInsert> = {
  banners: {
    title: 'Bannery',
    shortDescription: 'Obrazová reklama na nejnavštěvovanějších místech e-shopu.',
    description:
      'Bannery na hlavní stránce a v kategoriích osloví zákazníky ve chvíli, kdy vybírají. Platíte týdenní paušál nebo za tisíc zobrazení.',
    minDaysBeforeStartDate: 7,
    domainUrl: 'https://www.portal-retail.cz',
    sasName: 'BANNERS',
    position: 0,
    translations: {
      en: {
        title: 'Banners',
        shortDescription: 'Display ads in the most visited places of the online shop.',
        description:
          'Banners on the home page and in categories reach customers while they choose. You pay a weekly flat rate or per thousand impressions.',
      },
      pl: {
        title: 'Banery',
        shortDescription: 'Reklama graficzna w najczęściej odwiedzanych miejscach sklepu.',
        description:
          'Banery na stronie głównej i w kategoriach docierają do klientów w chwili wyboru. Płacisz tygodniowy ryczałt lub za tysiąc wyświetleń.',
      },
    },
  },
  sponsored: {
    title: 'Sponzorované produkty',
    shortDescription: 'Vaše produkty na předních pozicích ve výpisech.',
    description:
      'Nativní formáty, které zobrazí vaše produkty mezi prvními v kategorii nebo mezi doporučenými produkty. Platíte za proklik nebo za tisíc zobrazení.',
    minDaysBeforeStartDate: 2,
    domainUrl: 'https://www.portal-retail.cz',
    sasName: 'SPONSORED_PRODUCTS',
    position: 1,
    translations: {
      en: {
        title: 'Sponsored products',
        shortDescription: 'Your products at the top of the listings.',
        description:
          'Native formats that show your products among the first in a category or among recommended products. You pay per click or per thousand impressions.',
      },
      pl: {
        title: 'Produkty sponsorowane',
        shortDescription: 'Twoje produkty na czołowych pozycjach list.',
        description:
          'Formaty natywne, które pokazują Twoje produkty wśród pierwszych w kategorii lub wśród polecanych produktów. Płacisz za kliknięcie lub za tysiąc wyświetleń.',
      },
    },
  },
  search: {
    title: 'Vyhledávání',
    shortDescription: 'Reklama ve výsledcích vyhledávání podle klíčových slov.',
    description:
      'Zobrazte se zákazníkům, kteří hledají přesně to, co prodáváte: sponzorované produkty a brandový banner ve výsledcích vyhledávání.',
    minDaysBeforeStartDate: 2,
    domainUrl: 'https://www.portal-retail.cz',
    sasName: 'SEARCH',
    position: 2,
    translations: {
      en: {
        title: 'Search',
        shortDescription: 'Ads in the search results by keyword.',
        description:
          'Reach customers searching for exactly what you sell: sponsored products and a brand banner in the search results.',
      },
      pl: {
        title: 'Wyszukiwanie',
        shortDescription: 'Reklama w wynikach wyszukiwania według słów kluczowych.',
        description:
          'Dotrzyj do klientów, którzy szukają dokładnie tego, co sprzedajesz: produkty sponsorowane i baner marki w wynikach wyszukiwania.',
      },
    },
  },
  landing: {
    title: 'Vstupní stránky',
    shortDescription: 'Vlastní stránka značky nebo sezónní akce v e-shopu.',
    description:
      'Značková nebo tematická stránka v e-shopu, na kterou vedou vaše bannery. Připravíme ji z vašich podkladů; platíte týdenní paušál.',
    minDaysBeforeStartDate: 14,
    domainUrl: 'https://www.portal-retail.cz/znacky',
    sasName: 'LANDING_PAGES',
    position: 3,
    translations: {
      en: {
        title: 'Landing pages',
        shortDescription: 'A brand page of your own or a seasonal campaign in the shop.',
        description:
          'A brand or themed page in the online shop that your banners lead to. We build it from your materials; you pay a weekly flat rate.',
      },
      pl: {
        title: 'Strony docelowe',
        shortDescription: 'Własna strona marki lub akcja sezonowa w sklepie.',
        description:
          'Strona marki lub tematyczna w sklepie internetowym, do której prowadzą Twoje banery. Przygotujemy ją z Twoich materiałów; płacisz tygodniowy ryczałt.',
      },
    },
  },
};

type ProductKey =
  | 'hpLeaderboard'
  | 'categorySkyscraper'
  | 'topInCategory'
  | 'matchingProducts'
  | 'searchTop'
  | 'searchBanner'
  | 'brandPage'
  | 'seasonalPage';

const PRODUCTS: Record<
  ProductKey,
  Omit<typeof products.$inferInsert, 'categoryId'> & { category: CategoryKey; rateType: RateType }
> = {
  hpLeaderboard: {
    category: 'banners',
    name: 'HP_LEADERBOARD_970x310',
    translations: {
      en: {
        title: 'Home page banner – leaderboard',
        description: 'A wide banner at the top of the home page, seen by every visitor of the shop.',
      },
      pl: {
        title: 'Baner na stronie głównej – leaderboard',
        description: 'Szeroki baner w górnej części strony głównej, widzi go każdy odwiedzający sklep.',
      },
    },
    title: 'Banner na hlavní stránce – leaderboard',
    description: 'Široký banner v horní části hlavní stránky, vidí ho každý návštěvník e-shopu.',
    icon: 'banner',
    price: '45000.00',
    rateType: 'FLAT_RATE',
    checkAvails: true,
    defaultPosEnabled: true,
    sizeExternalId: 970310,
    position: 0,
  },
  categorySkyscraper: {
    category: 'banners',
    name: 'CAT_SKYSCRAPER_300x600',
    translations: {
      en: {
        title: 'Category banner – skyscraper',
        description: 'A tall banner beside the product listing in selected categories.',
      },
      pl: {
        title: 'Baner w kategorii – skyscraper',
        description: 'Wysoki baner obok listy produktów w wybranych kategoriach.',
      },
    },
    title: 'Banner v kategorii – skyscraper',
    description: 'Vysoký banner vedle výpisu produktů ve vybraných kategoriích.',
    icon: 'banner-vertical',
    price: '180.00',
    minAmount: '20000.00',
    rateType: 'CPM',
    sizeExternalId: 300600,
    position: 1,
  },
  topInCategory: {
    category: 'sponsored',
    name: 'SP_TOP_IN_CATEGORY',
    translations: {
      en: {
        title: 'Sponsored product – top of the category',
        description: 'Your product in the first places of a category listing, marked as sponsored.',
      },
      pl: {
        title: 'Produkt sponsorowany – pierwsza pozycja w kategorii',
        description: 'Twój produkt na pierwszych pozycjach listy kategorii, oznaczony jako sponsorowany.',
      },
    },
    title: 'Sponzorovaný produkt – první pozice v kategorii',
    description: 'Váš produkt na prvních pozicích výpisu kategorie, označený jako sponzorovaný.',
    icon: 'star',
    price: '6.50',
    minAmount: '5000.00',
    rateType: 'CPC',
    nativeFormat: true,
    nativeType: 'topInCategory',
    auction: true,
    position: 0,
  },
  matchingProducts: {
    category: 'sponsored',
    name: 'SP_MATCHING_PRODUCTS',
    translations: {
      en: {
        title: 'Sponsored product – recommended products',
        description: 'Shown among the recommended products on the page of similar goods.',
      },
      pl: {
        title: 'Produkt sponsorowany – polecane produkty',
        description: 'Wyświetlenie wśród polecanych produktów na stronie podobnego towaru.',
      },
    },
    title: 'Sponzorovaný produkt – doporučené produkty',
    description: 'Zobrazení mezi doporučenými produkty v detailu podobného zboží.',
    icon: 'recommend',
    price: '120.00',
    minAmount: '10000.00',
    rateType: 'CPM',
    nativeFormat: true,
    nativeType: 'matchingProvidedProducts',
    position: 1,
  },
  searchTop: {
    category: 'search',
    name: 'SEARCH_TOP_SP',
    translations: {
      en: {
        title: 'Sponsored product in search',
        description: 'Your product at the top of the search results for the keywords you choose.',
      },
      pl: {
        title: 'Produkt sponsorowany w wyszukiwaniu',
        description: 'Twój produkt na górze wyników wyszukiwania dla wybranych słów kluczowych.',
      },
    },
    title: 'Sponzorovaný produkt ve vyhledávání',
    description: 'Váš produkt nahoře ve výsledcích vyhledávání pro zvolená klíčová slova.',
    icon: 'search',
    price: '8.00',
    minAmount: '5000.00',
    rateType: 'CPC',
    nativeFormat: true,
    nativeType: 'topInSearch',
    searchTool: true,
    auction: true,
    position: 0,
  },
  searchBanner: {
    category: 'search',
    name: 'SEARCH_BRAND_BANNER_728x90',
    translations: {
      en: {
        title: 'Brand banner in the search results',
        description: "A banner above the search results for your brand's keywords.",
      },
      pl: {
        title: 'Baner marki w wynikach wyszukiwania',
        description: 'Baner nad wynikami wyszukiwania dla słów kluczowych Twojej marki.',
      },
    },
    title: 'Brandový banner ve výsledcích vyhledávání',
    description: 'Banner nad výsledky vyhledávání pro klíčová slova vaší značky.',
    icon: 'search-banner',
    price: '30000.00',
    rateType: 'FLAT_RATE',
    searchTool: true,
    checkAvails: true,
    sizeExternalId: 72890,
    position: 1,
  },
  brandPage: {
    category: 'landing',
    name: 'LP_BRAND_PAGE',
    translations: {
      en: {
        title: 'Brand page',
        description: 'A permanent page of your brand with products, its story and current offers.',
      },
      pl: {
        title: 'Strona marki',
        description: 'Stała strona Twojej marki z produktami, historią i aktualnymi promocjami.',
      },
    },
    title: 'Značková stránka',
    description: 'Stálá stránka vaší značky s produkty, příběhem a aktuálními akcemi.',
    icon: 'page',
    price: '25000.00',
    rateType: 'FLAT_RATE',
    moreInfoUrl: 'https://www.portal-retail.cz/reklama/znackove-stranky',
    moreInfoUrlTitle: 'Ukázky značkových stránek',
    position: 0,
  },
  seasonalPage: {
    category: 'landing',
    name: 'LP_SEASONAL',
    translations: {
      en: {
        title: 'Seasonal themed page',
        description:
          'A themed page of a seasonal event (Christmas, Easter, Black Friday) with your brand as a partner.',
      },
      pl: {
        title: 'Sezonowa strona tematyczna',
        description:
          'Strona tematyczna akcji sezonowej (Boże Narodzenie, Wielkanoc, Black Friday) z Twoją marką jako partnerem.',
      },
    },
    title: 'Sezónní tematická stránka',
    description:
      'Tematická stránka sezónní akce (Vánoce, Velikonoce, Black Friday) s vaší značkou jako partnerem.',
    icon: 'calendar',
    price: '60000.00',
    rateType: 'FLAT_RATE',
    checkAvails: true,
    position: 1,
  },
};

/** A demo variable's name and values in English or Polish, in the order of the Czech values. */
interface VariableInLanguage {
  name: string;
  values: string[];
}

/**
 * The targeting variable values of the flat-rate products with availability check: each week is sold
 * once per value. The seasonal page keeps none (one booking per week for the whole product). The
 * values are listed active first, then inactive, and so are their translations.
 */
const VARIABLE_VALUES: Partial<
  Record<
    ProductKey,
    { name: string; values: string[]; inactive: string[]; en: VariableInLanguage; pl: VariableInLanguage }
  >
> = {
  hpLeaderboard: {
    name: 'Pozice',
    values: ['Pozice 1', 'Pozice 2', 'Pozice 3'],
    inactive: ['Pozice 4'],
    en: { name: 'Position', values: ['Position 1', 'Position 2', 'Position 3', 'Position 4'] },
    pl: { name: 'Pozycja', values: ['Pozycja 1', 'Pozycja 2', 'Pozycja 3', 'Pozycja 4'] },
  },
  searchBanner: {
    name: 'Skupina klíčových slov',
    values: ['Sladkosti a pečivo', 'Nápoje', 'Kosmetika a drogerie', 'Domácnost a úklid'],
    inactive: [],
    en: {
      name: 'Keyword group',
      values: ['Sweets and bakery', 'Drinks', 'Cosmetics and drugstore', 'Household and cleaning'],
    },
    pl: {
      name: 'Grupa słów kluczowych',
      values: ['Słodycze i pieczywo', 'Napoje', 'Kosmetyki i drogeria', 'Dom i sprzątanie'],
    },
  },
};

/** Search keywords of the demo vendors' top-in-search items. */
const KEYWORDS: Record<'acme' | 'nordic' | 'bella', string[]> = {
  acme: ['čokoláda', 'müsli', 'sušenky', 'polévka', 'pralinky', 'acme'],
  nordic: ['minerálka', 'limonáda', 'cider', 'ledový čaj', 'nordic'],
  bella: ['parfém', 'pleťový krém', 'řasenka', 'šampon', 'bella'],
};

/** The campaign whose items still lack a target URL (its reject reason says so). */
const WITHOUT_TARGETS = 'Veganský leden 2027';

/** Who placed the order: the buyer itself, its agency (MediaMax) or a retailer on its behalf. */
type Via = 'vendor' | 'agency' | 'retailer';

interface DemoCampaign {
  company: Extract<CompanyKey, 'acme' | 'nordic' | 'bella'>;
  name: string;
  state: number;
  via: Via;
  contact: string;
  salesPerson: string | null;
  /** The span its items are placed in. */
  from: string;
  to: string;
  items: number;
  rejectReason?: string;
}

const S = CampaignStateId;
const SALES = 'sales@portal.test';
const SALES2 = 'sales2@portal.test';

// prettier-ignore
const DEMO_CAMPAIGNS: DemoCampaign[] = [
  // Acme Foods (MediaMax orders for it too)
  { company: 'acme', name: 'Valentýn 2026 – pralinky', state: S.Closed, via: 'vendor', contact: 'vendor@portal.test', salesPerson: SALES, from: '2026-02-02', to: '2026-02-15', items: 2 },
  { company: 'acme', name: 'Velikonoce 2026 – pečivo a vajíčka', state: S.Closed, via: 'agency', contact: 'marketing@portal.test', salesPerson: SALES, from: '2026-03-16', to: '2026-04-12', items: 3 },
  { company: 'acme', name: 'Zdravý start roku 2026 – müsli', state: S.Canceled, via: 'vendor', contact: 'vendor@portal.test', salesPerson: null, from: '2026-01-05', to: '2026-01-25', items: 1 },
  { company: 'acme', name: 'Letní grilování 2026', state: S.Closed, via: 'vendor', contact: 'marketing@portal.test', salesPerson: SALES2, from: '2026-06-01', to: '2026-07-26', items: 4 },
  { company: 'acme', name: 'Back to school 2026 – svačiny', state: S.Closed, via: 'agency', contact: 'vendor@portal.test', salesPerson: SALES, from: '2026-08-17', to: '2026-09-13', items: 2 },
  { company: 'acme', name: 'Podzimní polévky 2026', state: S.Online, via: 'retailer', contact: 'marketing@portal.test', salesPerson: SALES, from: '2026-10-05', to: '2026-12-13', items: 3 },
  { company: 'acme', name: 'Adventní kalendáře 2026', state: S.Paused, via: 'vendor', contact: 'vendor@portal.test', salesPerson: SALES2, from: '2026-11-02', to: '2026-12-20', items: 2 },
  { company: 'acme', name: 'Black Friday 2026 – trvanlivé potraviny', state: S.Prepared, via: 'agency', contact: 'vendor@portal.test', salesPerson: SALES, from: '2026-11-23', to: '2026-11-29', items: 3 },
  { company: 'acme', name: 'Vánoční kampaň 2026 – čokolády', state: S.Approved, via: 'vendor', contact: 'vendor@portal.test', salesPerson: SALES, from: '2026-11-30', to: '2026-12-24', items: 4 },
  { company: 'acme', name: 'Vánoční pečení 2026 – mouka a cukr', state: S.WaitingForApproval, via: 'agency', contact: 'marketing@portal.test', salesPerson: SALES, from: '2026-11-30', to: '2026-12-20', items: 2 },
  { company: 'acme', name: 'Farmářské sýry – zima 2026', state: S.UserCheck, via: 'vendor', contact: 'marketing@portal.test', salesPerson: SALES, from: '2026-12-07', to: '2027-01-17', items: 2, rejectReason: 'Banner na hlavní stránce jsme kvůli obsazenosti posunuli o týden, potvrďte prosím nový termín.' },
  { company: 'acme', name: 'Silvestr 2026 – chuťovky', state: S.SasCheck, via: 'vendor', contact: 'marketing@portal.test', salesPerson: SALES2, from: '2026-12-21', to: '2027-01-03', items: 2 },
  { company: 'acme', name: 'Veganský leden 2027', state: S.InProcess, via: 'vendor', contact: 'vendor@portal.test', salesPerson: null, from: '2027-01-04', to: '2027-01-31', items: 2, rejectReason: 'Doplňte prosím cílovou URL u všech položek.' },
  { company: 'acme', name: 'Novinka: proteinové tyčinky', state: S.InProcess, via: 'agency', contact: 'vendor@portal.test', salesPerson: SALES, from: '2027-01-11', to: '2027-02-07', items: 0 },
  { company: 'acme', name: 'Valentýn 2027 – pralinky', state: S.Reserved, via: 'retailer', contact: 'vendor@portal.test', salesPerson: SALES, from: '2027-02-01', to: '2027-02-14', items: 1 },
  { company: 'acme', name: 'Dětský den 2027 – sladkosti', state: S.InProcess, via: 'vendor', contact: 'marketing@portal.test', salesPerson: null, from: '2027-05-24', to: '2027-06-06', items: 0 },
  // Nordic Drinks (MediaMax orders for it too)
  { company: 'nordic', name: 'Minerálky – jaro 2026', state: S.Closed, via: 'vendor', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2026-03-02', to: '2026-04-26', items: 2 },
  { company: 'nordic', name: 'Letní limonády 2026', state: S.Closed, via: 'agency', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2026-06-15', to: '2026-08-09', items: 4 },
  { company: 'nordic', name: 'Energetické nápoje – festivaly 2026', state: S.Canceled, via: 'agency', contact: 'nordic@portal.test', salesPerson: SALES, from: '2026-07-06', to: '2026-08-16', items: 2 },
  { company: 'nordic', name: 'Ledové čaje – léto 2026', state: S.Closed, via: 'vendor', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2026-07-13', to: '2026-08-30', items: 1 },
  { company: 'nordic', name: 'Cidery – podzim 2026', state: S.Online, via: 'vendor', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2026-10-12', to: '2026-11-29', items: 2 },
  { company: 'nordic', name: 'Sportovní nápoje – zimní sezóna 2026', state: S.Online, via: 'agency', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2026-11-09', to: '2027-01-10', items: 3 },
  { company: 'nordic', name: 'Black Friday 2026 – nápoje', state: S.CreativeReturned, via: 'vendor', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2026-11-30', to: '2026-12-06', items: 2 },
  { company: 'nordic', name: 'Vánoční punč 2026', state: S.Approved, via: 'agency', contact: 'nordic@portal.test', salesPerson: SALES, from: '2026-12-07', to: '2026-12-27', items: 3 },
  { company: 'nordic', name: 'Zimní horké nápoje 2026', state: S.InProcess, via: 'vendor', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2026-12-14', to: '2027-01-31', items: 1 },
  { company: 'nordic', name: 'Novoroční přípitek 2027', state: S.SasCheck, via: 'vendor', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2026-12-28', to: '2027-01-03', items: 2 },
  { company: 'nordic', name: 'Vitamínové vody – leden 2027', state: S.UserCheck, via: 'retailer', contact: 'nordic@portal.test', salesPerson: SALES2, from: '2027-01-04', to: '2027-01-31', items: 1 },
  { company: 'nordic', name: 'Nealko pivo – Suchý únor 2027', state: S.InProcess, via: 'agency', contact: 'nordic@portal.test', salesPerson: null, from: '2027-02-01', to: '2027-02-28', items: 1 },
  // Bella Cosmetics (no agency)
  { company: 'bella', name: 'Valentýn 2026 – vůně', state: S.Closed, via: 'vendor', contact: 'bella@portal.test', salesPerson: SALES2, from: '2026-02-02', to: '2026-02-15', items: 2 },
  { company: 'bella', name: 'Jarní detox pleti 2026', state: S.Canceled, via: 'retailer', contact: 'bella@portal.test', salesPerson: null, from: '2026-03-09', to: '2026-04-05', items: 0 },
  { company: 'bella', name: 'Den matek 2026 – dárkové sady', state: S.Closed, via: 'vendor', contact: 'bella@portal.test', salesPerson: SALES2, from: '2026-04-27', to: '2026-05-10', items: 3 },
  { company: 'bella', name: 'Opalovací krémy – léto 2026', state: S.Closed, via: 'vendor', contact: 'eshop.off@portal.test', salesPerson: SALES2, from: '2026-06-01', to: '2026-08-23', items: 2 },
  { company: 'bella', name: 'Podzimní líčení 2026', state: S.Paused, via: 'vendor', contact: 'bella@portal.test', salesPerson: SALES2, from: '2026-10-19', to: '2026-12-06', items: 2 },
  { company: 'bella', name: 'Pánská kosmetika – Movember 2026', state: S.Online, via: 'vendor', contact: 'eshop.off@portal.test', salesPerson: SALES, from: '2026-11-02', to: '2026-11-29', items: 2 },
  { company: 'bella', name: 'Black Friday 2026 – parfémy', state: S.Prepared, via: 'vendor', contact: 'bella@portal.test', salesPerson: SALES2, from: '2026-11-23', to: '2026-11-29', items: 2 },
  { company: 'bella', name: 'Vánoční dárkové balíčky 2026', state: S.WaitingForApproval, via: 'vendor', contact: 'bella@portal.test', salesPerson: SALES2, from: '2026-11-30', to: '2026-12-20', items: 3 },
  { company: 'bella', name: 'Zimní péče o pleť 2026', state: S.Approved, via: 'retailer', contact: 'bella@portal.test', salesPerson: SALES2, from: '2026-12-07', to: '2027-01-24', items: 2 },
  { company: 'bella', name: 'Nová řada Bella Natural', state: S.SasCheck, via: 'vendor', contact: 'bella@portal.test', salesPerson: SALES2, from: '2027-01-04', to: '2027-02-28', items: 4 },
  { company: 'bella', name: 'Valentýn 2027 – vůně', state: S.InProcess, via: 'vendor', contact: 'bella@portal.test', salesPerson: null, from: '2027-02-01', to: '2027-02-14', items: 1 },
  { company: 'bella', name: 'Jarní kolekce 2027', state: S.Reserved, via: 'retailer', contact: 'bella@portal.test', salesPerson: SALES2, from: '2027-03-01', to: '2027-03-28', items: 0 },
];

/** mulberry32: a small PRNG; the fixed seed makes the demo data the same on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const addDays = (iso: string, days: number) =>
  new Date(toDate(iso).getTime() + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
/** The Monday on or before a date. */
const mondayOf = (iso: string) => addDays(iso, -((toDate(iso).getUTCDay() + 6) % 7));

/** An item's state that fits its campaign's state and its own dates against DEMO_TODAY. */
function itemStateOf(campaignState: number, index: number, startDate: string, endDate: string): number {
  const I = CampaignItemStateId;
  const running = startDate <= DEMO_TODAY;
  const ended = endDate < DEMO_TODAY;
  switch (campaignState) {
    case S.Approved:
      return I.Approved;
    case S.WaitingForApproval:
      return index === 0 ? I.WaitingForApproval : I.Approved;
    case S.CreativeReturned:
      // Not waiting for approval: that would make the campaign creative-waiting-for-approval (design.md §3).
      return index === 0 ? I.Returned : I.Approved;
    case S.Prepared:
      return I.Prepared;
    case S.Online:
      return ended ? I.Closed : running ? I.Online : I.Prepared;
    case S.Paused:
      return ended ? I.Closed : running ? I.Paused : I.Prepared;
    case S.Closed:
      return I.Closed;
    case S.Canceled:
      return I.Canceled;
    default:
      // In process, in the retailer's or the buyer's check, reserved: not approved yet.
      return I.InProcess;
  }
}

export interface SeedCampaignsIds {
  companyIds: Record<CompanyKey, number>;
  /** Demo users by e-mail. */
  userIds: Map<string, number>;
  /** The demo shop the categories lead to, with the products and landing pages items point at. */
  shop: DemoShop;
}

/** Loads the demo catalogue and campaigns; called by seedDemoData inside its transaction. */
export async function seedDemoCampaigns(
  tx: Transaction,
  { companyIds, userIds, shop }: SeedCampaignsIds,
): Promise<void> {
  const userId = (email: string) => {
    const id = userIds.get(email);
    if (id === undefined) throw new Error(`no demo user ${email}`);
    return id;
  };

  const categoryIds = {} as Record<CategoryKey, number>;
  for (const [key, category] of Object.entries(CATEGORIES) as [
    CategoryKey,
    (typeof CATEGORIES)[CategoryKey],
  ][]) {
    const [row] = await tx
      .insert(productCategories)
      .values({ ...category, targetId: shop.targetId })
      .returning({ id: productCategories.id });
    categoryIds[key] = row!.id;
  }
  // marketing@portal.test orders banners, sponsored products and search only (no landing pages).
  await tx.insert(userAllowedProductCategories).values(
    (['banners', 'sponsored', 'search'] as const).map((key) => ({
      userId: userId('marketing@portal.test'),
      categoryId: categoryIds[key],
    })),
  );
  const productIds = {} as Record<ProductKey, number>;
  for (const [key, { category, ...product }] of Object.entries(PRODUCTS) as [
    ProductKey,
    (typeof PRODUCTS)[ProductKey],
  ][]) {
    const [row] = await tx
      .insert(products)
      .values({ ...product, categoryId: categoryIds[category] })
      .returning({ id: products.id });
    productIds[key] = row!.id;
  }
  const variableValueIds: Partial<Record<ProductKey, number[]>> = {};
  for (const [key, variable] of Object.entries(VARIABLE_VALUES) as [
    ProductKey,
    NonNullable<(typeof VARIABLE_VALUES)[ProductKey]>,
  ][]) {
    const rows = await tx
      .insert(productVariableValues)
      .values(
        [...variable.values, ...variable.inactive].map((value, position) => ({
          productId: productIds[key],
          name: variable.name,
          value,
          active: position < variable.values.length,
          position,
          translations: {
            en: { name: variable.en.name, value: variable.en.values[position] ?? null },
            pl: { name: variable.pl.name, value: variable.pl.values[position] ?? null },
          },
        })),
      )
      .returning({ id: productVariableValues.id });
    variableValueIds[key] = rows.slice(0, variable.values.length).map((row) => row.id);
  }
  const productKeyOf = new Map(
    (Object.entries(productIds) as [ProductKey, number][]).map(([key, id]) => [id, key]),
  );

  const random = prng(20_261_122);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const productKeys = Object.keys(PRODUCTS) as ProductKey[];
  /** Weeks already sold of products with availability check (one booking per week). */
  const booked = new Set<string>();

  /** Places one item of a campaign in its span; the first item of a running campaign covers today. */
  function placeItem(campaign: DemoCampaign, index: number) {
    const running = campaign.state === S.Online || campaign.state === S.Paused;
    const coverToday = running && index === 0;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const key = pick(productKeys);
      const product = PRODUCTS[key];
      let startDate: string;
      let endDate: string;
      if (product.rateType === 'FLAT_RATE') {
        const firstMonday =
          mondayOf(campaign.from) < campaign.from ? addDays(mondayOf(campaign.from), 7) : campaign.from;
        const weeksInSpan = Math.max(1, Math.floor((daysBetween(firstMonday, campaign.to) + 1) / 7));
        const weeks = Math.min(weeksInSpan, 1 + Math.floor(random() * 2));
        startDate = coverToday
          ? mondayOf(DEMO_TODAY)
          : addDays(firstMonday, 7 * Math.floor(random() * (weeksInSpan - weeks + 1)));
        endDate = addDays(startDate, 7 * weeks - 1);
        if (coverToday && endDate < DEMO_TODAY) endDate = addDays(startDate, 13);
        if (product.checkAvails) {
          const bookedWeeks = (daysBetween(startDate, endDate) + 1) / 7;
          const weekKeys = Array.from(
            { length: bookedWeeks },
            (_, week) => `${key}:${addDays(startDate, 7 * week)}`,
          );
          if (weekKeys.some((week) => booked.has(week))) continue;
          if (campaign.state !== S.Canceled) weekKeys.forEach((week) => booked.add(week));
        }
      } else {
        const span = daysBetween(campaign.from, campaign.to);
        startDate = coverToday ? campaign.from : addDays(campaign.from, Math.floor(random() * (span / 2)));
        endDate = coverToday
          ? campaign.to
          : addDays(
              startDate,
              Math.floor(span / 3 + random() * (daysBetween(startDate, campaign.to) - span / 3)),
            );
        if (endDate < startDate) endDate = startDate;
      }
      const orderedAmount =
        product.rateType === 'CPM'
          ? (10 + Math.floor(random() * 90)) * 10_000
          : product.rateType === 'CPC'
            ? (4 + Math.floor(random() * 36)) * 500
            : null;
      return {
        productId: productIds[key],
        stateId: itemStateOf(campaign.state, index, startDate, endDate),
        startDate,
        endDate,
        orderedAmount,
        unitPrice: product.price,
        price: itemPrice({
          rateType: product.rateType,
          unitPrice: product.price,
          startDate,
          endDate,
          orderedAmount,
        }),
      };
    }
    throw new Error(`no free week for an item of ${campaign.name}`);
  }

  const planned = DEMO_CAMPAIGNS.map((campaign) => {
    // Ordered three to six weeks before the first day (campaigns further ahead: in the last weeks),
    // never after the demo's today, during office hours.
    const leadDate = addDays(campaign.from, -(21 + Math.floor(random() * 21)));
    const recentDate = addDays(DEMO_TODAY, -(1 + Math.floor(random() * 30)));
    const createdAt = new Date(
      toDate(leadDate < recentDate ? leadDate : recentDate).getTime() +
        (8 + Math.floor(random() * 9)) * 3_600_000 +
        Math.floor(random() * 60) * 60_000,
    );
    const items = Array.from({ length: campaign.items }, (_, index) => placeItem(campaign, index));
    return { campaign, createdAt, items };
  });
  // Ids follow the order date, so "newest first" (id descending) is also the most recently ordered.
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // Targets, variable values and keywords come from a PRNG of their own, so the campaigns and items
  // drawn above stay the same as before they existed.
  const extrasRandom = shopPrng(4_040_404);
  const pickExtra = <T>(values: readonly T[]): T => values[Math.floor(extrasRandom() * values.length)]!;
  const itemValues: (typeof campaignItemVariableValues.$inferInsert)[] = [];
  const itemKeywords: (typeof campaignItemKeywords.$inferInsert)[] = [];
  const bookings: (typeof flatRateBookings.$inferInsert)[] = [];

  /** Where an item leads (a shop product, a landing page or a URL), its variable value and keywords. */
  function extrasOf(campaign: DemoCampaign, item: { productId: number }) {
    const key = productKeyOf.get(item.productId)!;
    const product = PRODUCTS[key];
    const values = variableValueIds[key] ?? [];
    const variableValueId = values.length > 0 ? pickExtra(values) : null;
    const keywords =
      product.nativeType === 'topInSearch'
        ? [
            ...new Set(
              Array.from({ length: 1 + Math.floor(extrasRandom() * 3) }, () =>
                pickExtra(KEYWORDS[campaign.company]),
              ),
            ),
          ].map((value) => ({ value, exactMatch: extrasRandom() < 0.3 }))
        : [];
    const none: {
      targetUrl: string | null;
      targetProductId: number | null;
      targetLandingPageId: number | null;
    } = { targetUrl: null, targetProductId: null, targetLandingPageId: null };
    if (campaign.name === WITHOUT_TARGETS || extrasRandom() < 0.15)
      return { target: none, variableValueId, keywords };
    const shopProducts = shop.vendorProducts[campaign.company];
    const brandPage = `${DEMO_SHOP.domainUrl}/znacky/${slugOf(campaign.company)}`;
    let target: typeof none;
    if (product.nativeFormat) {
      target = { ...none, targetProductId: pickExtra(shopProducts).id };
    } else if (product.category === 'landing') {
      const pages = shop.landingPages[campaign.company] ?? [];
      target =
        pages.length > 0
          ? { ...none, targetLandingPageId: pickExtra(pages) }
          : { ...none, targetUrl: brandPage };
    } else {
      target = { ...none, targetUrl: extrasRandom() < 0.5 ? pickExtra(shopProducts).url : brandPage };
    }
    return { target, variableValueId, keywords };
  }

  for (const { campaign, createdAt, items } of planned) {
    const contactId = userId(campaign.contact);
    const agencyContactId = campaign.via === 'agency' ? userId('agency@portal.test') : null;
    const createdByUserId =
      campaign.via === 'agency'
        ? agencyContactId
        : campaign.via === 'retailer'
          ? userId(campaign.salesPerson ?? 'retailer@portal.test')
          : contactId;
    const [row] = await tx
      .insert(campaigns)
      .values({
        name: campaign.name,
        companyId: companyIds[campaign.company],
        companyContactId: contactId,
        salesPersonId: campaign.salesPerson ? userId(campaign.salesPerson) : null,
        agencyId: campaign.via === 'agency' ? companyIds.mediamax : null,
        agencyContactId,
        stateId: campaign.state,
        rejectReason: campaign.rejectReason ?? null,
        createdByUserId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: campaigns.id });
    if (items.length > 0) {
      const targeted = items.map((item) => ({ item, ...extrasOf(campaign, item) }));
      const inserted = await tx
        .insert(campaignItems)
        .values(
          targeted.map(({ item, target }) => ({
            ...item,
            ...target,
            campaignId: row!.id,
            createdByUserId,
            createdAt,
            updatedAt: createdAt,
          })),
        )
        .returning({ id: campaignItems.id });
      targeted.forEach(({ item, variableValueId, keywords }, index) => {
        const campaignItemId = inserted[index]!.id;
        if (variableValueId !== null) itemValues.push({ campaignItemId, variableValueId });
        keywords.forEach((keyword, position) => itemKeywords.push({ ...keyword, campaignItemId, position }));
        const product = PRODUCTS[productKeyOf.get(item.productId)!];
        // Items of canceled campaigns hold no week (design.md §4).
        if (!product.checkAvails || campaign.state === S.Canceled) return;
        for (let week = item.startDate; week <= item.endDate; week = addDays(week, 7)) {
          bookings.push({
            campaignItemId,
            campaignId: row!.id,
            productId: item.productId,
            variableValueId: variableValueId ?? 0,
            weekStart: week,
          });
        }
      });
    }
  }
  if (itemValues.length > 0) await tx.insert(campaignItemVariableValues).values(itemValues);
  if (itemKeywords.length > 0) await tx.insert(campaignItemKeywords).values(itemKeywords);
  if (bookings.length > 0) await tx.insert(flatRateBookings).values(bookings);
  // Approved campaigns and later are booked in the built-in ad server, with delivery up to yesterday.
  await seedAdServer(tx, DEMO_TODAY);
}
