import type { ItemOrder } from './item-order';
import { ITEM_PRICE_LIMIT, ORDERED_AMOUNT_LIMIT } from './item-order';
import {
  addDays,
  checkItemOrder,
  earliestStartDate,
  isAllowedDomain,
  isoWeekday,
  isValidUrl,
  orderTotal,
  orderUnitPrice,
  type ItemOrderContext,
  type OrderedProduct,
} from './item-order-rules';

/** The demo's today, a Sunday; the next Monday is 2026-11-23. */
const TODAY = '2026-11-22';

const category = {
  id: 1,
  title: 'Bannery',
  minDaysBeforeStartDate: 7,
  domainUrl: 'https://www.portal-retail.cz',
  target: { id: 1, name: 'Portal Retail' },
};

const flatRate: OrderedProduct = {
  rateType: 'FLAT_RATE',
  price: 45_000,
  minAmount: 0,
  auction: false,
  nativeType: 'none',
  searchTool: false,
  multipleVariableValues: false,
  variableValues: [
    { id: 11, name: 'Pozice', value: 'Pozice 1', active: true },
    { id: 12, name: 'Pozice', value: 'Pozice 2', active: true },
  ],
  category,
};

const cpm: OrderedProduct = {
  ...flatRate,
  rateType: 'CPM',
  price: 180,
  minAmount: 20_000,
  variableValues: [],
};

const cpc: OrderedProduct = { ...cpm, rateType: 'CPC', price: 6.5, minAmount: 5_000 };

const searchProduct: OrderedProduct = {
  ...cpc,
  price: 8,
  nativeType: 'topInSearch',
  searchTool: true,
  auction: true,
};

const buyer = (product: OrderedProduct, extra: Partial<ItemOrderContext> = {}): ItemOrderContext => ({
  product,
  retailerLike: false,
  today: TODAY,
  ...extra,
});

/** An order of the flat-rate product that breaks no rule. */
const flatOrder: ItemOrder = { startDate: '2026-11-30', endDate: '2026-12-06', variableValueIdes: [11] };
/** A CPM order that breaks no rule: 150 000 impressions × 180 / 1000 = 27 000 ≥ 20 000. */
const cpmOrder: ItemOrder = { startDate: '2026-11-29', endDate: '2026-12-31', orderedAmount: 150_000 };

const codes = (order: ItemOrder, context: ItemOrderContext) =>
  checkItemOrder(order, context).map((issue) => issue.code);

describe('date helpers', () => {
  it('adds days across months and years and tells ISO weekdays', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('lets flat rate start today and other rate types after the category minimum', () => {
    expect(earliestStartDate(flatRate, TODAY)).toBe(TODAY);
    expect(earliestStartDate(cpm, TODAY)).toBe('2026-11-29');
  });
});

describe('URL helpers', () => {
  it.each([
    ['https://www.portal-retail.cz/akce', true],
    ['http://shop.example.com', true],
    ['www.portal-retail.cz/akce', false],
    ['https://localhost/x', false],
    ['ftp://www.portal-retail.cz', false],
    ['https://www.portal retail.cz', false],
    ['', false],
  ])('%s is valid: %s', (url, valid) => {
    expect(isValidUrl(url)).toBe(valid);
  });

  it.each([
    ['https://www.portal-retail.cz', true],
    ['https://www.portal-retail.cz/akce?x=1', true],
    ['HTTPS://WWW.PORTAL-RETAIL.CZ/Akce', true],
    ['https://www.portal-retail.cz.evil.com/akce', false],
    ['https://www.portal-retail.czech.cz', false],
    ['https://www.jiny-obchod.cz/akce', false],
  ])('%s lies in the domain: %s', (url, allowed) => {
    expect(isAllowedDomain(url, 'https://www.portal-retail.cz/')).toBe(allowed);
  });

  it('allows any URL when the category has no domain', () => {
    expect(isAllowedDomain('https://kdekoli.cz', null)).toBe(true);
    expect(isAllowedDomain('https://kdekoli.cz', '')).toBe(true);
  });
});

describe('orderTotal and orderUnitPrice (design.md §4)', () => {
  it('charges flat rate per week', () => {
    expect(orderTotal(flatOrder, flatRate)).toBe(45_000);
    expect(orderTotal({ startDate: '2026-11-30', endDate: '2026-12-13' }, flatRate)).toBe(90_000);
  });

  it('charges CPM per 1000 impressions and CPC per click', () => {
    expect(orderTotal(cpmOrder, cpm)).toBe(27_000);
    expect(orderTotal({ ...cpmOrder, orderedAmount: 1_000 }, cpc)).toBe(6_500);
  });

  it('uses the custom price when one is given', () => {
    expect(orderUnitPrice({ customProductPrice: 200 }, cpm)).toBe(200);
    expect(orderUnitPrice({ customProductPrice: null }, cpm)).toBe(180);
    expect(orderTotal({ ...cpmOrder, customProductPrice: 200 }, cpm)).toBe(30_000);
  });

  it('has no total while the dates or the amount are missing or wrong', () => {
    expect(orderTotal({ startDate: '2026-11-30' }, flatRate)).toBeNull();
    expect(orderTotal({ startDate: '2026-12-06', endDate: '2026-11-30' }, flatRate)).toBeNull();
    expect(orderTotal({ ...cpmOrder, orderedAmount: null }, cpm)).toBeNull();
  });
});

describe('checkItemOrder (spec, document 2 §5 "Add-tool-to-campaign form")', () => {
  it('accepts valid orders of every rate type', () => {
    expect(checkItemOrder(flatOrder, buyer(flatRate))).toEqual([]);
    expect(checkItemOrder(cpmOrder, buyer(cpm))).toEqual([]);
    expect(checkItemOrder({ ...cpmOrder, orderedAmount: 1_000 }, buyer(cpc))).toEqual([]);
  });

  it('requires start and end dates', () => {
    expect(checkItemOrder({ variableValueIdes: [11] }, buyer(flatRate))).toEqual([
      { field: 'startDate', code: 'start_date_required' },
      { field: 'endDate', code: 'end_date_required' },
    ]);
    expect(codes({ ...flatOrder, endDate: null }, buyer(flatRate))).toEqual(['end_date_required']);
  });

  describe('flat rate', () => {
    it('starts on a Monday', () => {
      expect(
        codes({ ...flatOrder, startDate: '2026-12-01', endDate: '2026-12-07' }, buyer(flatRate)),
      ).toEqual(['start_date_not_monday']);
      expect(
        codes({ ...flatOrder, startDate: '2026-11-23', endDate: '2026-11-29' }, buyer(flatRate)),
      ).toEqual([]);
    });

    it('runs whole weeks: the end is the day before the start weekday', () => {
      expect(checkItemOrder({ ...flatOrder, endDate: '2026-12-08' }, buyer(flatRate))).toEqual([
        { field: 'endDate', code: 'end_date_not_whole_weeks', params: { date: '2026-12-06' } },
      ]);
      expect(codes({ ...flatOrder, endDate: '2026-12-13' }, buyer(flatRate))).toEqual([]);
    });

    it('may start today, not before', () => {
      expect(
        codes({ ...flatOrder, startDate: '2026-11-16', endDate: '2026-11-22' }, buyer(flatRate)),
      ).toEqual(['start_date_too_early']);
      const monday = { ...buyer(flatRate), today: '2026-11-23' };
      expect(codes({ ...flatOrder, startDate: '2026-11-23', endDate: '2026-11-29' }, monday)).toEqual([]);
    });

    it('has no minimum total', () => {
      expect(codes(flatOrder, buyer({ ...flatRate, minAmount: 1_000_000 }))).toEqual([]);
    });
  });

  describe('other rate types', () => {
    it('start no earlier than today plus the category minimum', () => {
      expect(checkItemOrder({ ...cpmOrder, startDate: '2026-11-28' }, buyer(cpm))).toEqual([
        { field: 'startDate', code: 'start_date_too_early', params: { date: '2026-11-29' } },
      ]);
      expect(codes({ ...cpmOrder, startDate: '2026-11-29' }, buyer(cpm))).toEqual([]);
    });

    it('end no earlier than the start, on any weekday', () => {
      expect(codes({ ...cpmOrder, endDate: '2026-11-28' }, buyer(cpm))).toContain('end_before_start');
      expect(codes({ ...cpmOrder, startDate: '2026-12-02', endDate: '2026-12-02' }, buyer(cpm))).toEqual([]);
    });

    it('keep an unchanged past start of an item being edited', () => {
      const original = { startDate: '2026-11-02', endDate: '2026-12-31' };
      const edit = { ...cpmOrder, startDate: '2026-11-02' };
      expect(codes(edit, buyer(cpm))).toEqual(['start_date_too_early']);
      expect(codes(edit, buyer(cpm, { original }))).toEqual([]);
      expect(codes({ ...edit, startDate: '2026-11-03' }, buyer(cpm, { original }))).toEqual([
        'start_date_too_early',
      ]);
    });

    it('need an ordered amount of at most 2,000,000,000', () => {
      expect(codes({ ...cpmOrder, orderedAmount: null }, buyer(cpm))).toEqual(['ordered_amount_required']);
      expect(checkItemOrder({ ...cpmOrder, orderedAmount: ORDERED_AMOUNT_LIMIT + 1 }, buyer(cpm))).toEqual([
        { field: 'orderedAmount', code: 'ordered_amount_limit', params: { limit: 2_000_000_000 } },
      ]);
      expect(codes({ ...cpmOrder, orderedAmount: ORDERED_AMOUNT_LIMIT }, buyer(cpm))).toEqual([]);
    });

    it('need a total of at least minAmount, unless the user is retailer-like', () => {
      // 100 000 × 180 / 1000 = 18 000 < 20 000
      const small = { ...cpmOrder, orderedAmount: 100_000 };
      expect(checkItemOrder(small, buyer(cpm))).toEqual([
        { field: 'total', code: 'total_below_min_amount', params: { minAmount: 20_000 } },
      ]);
      expect(codes({ ...cpmOrder, orderedAmount: 111_112 }, buyer(cpm))).toEqual([]);
      expect(codes(small, buyer(cpm, { retailerLike: true }))).toEqual([]);
    });

    it('refuse a total beyond what a price column holds', () => {
      const huge = { ...cpmOrder, orderedAmount: ORDERED_AMOUNT_LIMIT };
      const expensive = buyer(cpc, { retailerLike: true });
      expect(checkItemOrder({ ...huge, customProductPrice: 600 }, expensive)).toEqual([
        { field: 'total', code: 'total_too_high', params: { limit: ITEM_PRICE_LIMIT } },
      ]);
      expect(codes({ ...huge, customProductPrice: 400 }, expensive)).toEqual([]);
    });
  });

  describe('variable values', () => {
    it('are required when the product has active values', () => {
      expect(codes({ ...flatOrder, variableValueIdes: [] }, buyer(flatRate))).toEqual([
        'variable_value_required',
      ]);
      expect(codes({ ...flatOrder, variableValueIdes: null }, buyer(flatRate))).toEqual([
        'variable_value_required',
      ]);
    });

    it('are not required when its values are inactive', () => {
      const inactive = {
        ...flatRate,
        variableValues: flatRate.variableValues.map((value) => ({ ...value, active: false })),
      };
      expect(codes({ ...flatOrder, variableValueIdes: [] }, buyer(inactive))).toEqual([]);
      expect(codes(flatOrder, buyer(inactive))).toEqual(['variable_value_unknown']);
    });

    it("must be the product's own, each once", () => {
      expect(codes({ ...flatOrder, variableValueIdes: [99] }, buyer(flatRate))).toEqual([
        'variable_value_unknown',
      ]);
      expect(codes({ ...cpmOrder, variableValueIdes: [11] }, buyer(cpm))).toEqual(['variable_value_unknown']);
      const multiple = { ...flatRate, multipleVariableValues: true };
      expect(codes({ ...flatOrder, variableValueIdes: [11, 11] }, buyer(multiple))).toEqual([
        'variable_value_unknown',
      ]);
    });

    it('are single unless the product takes several', () => {
      const both = { ...flatOrder, variableValueIdes: [11, 12] };
      expect(codes(both, buyer(flatRate))).toEqual(['variable_value_single']);
      expect(codes(both, buyer({ ...flatRate, multipleVariableValues: true }))).toEqual([]);
    });
  });

  describe('custom price', () => {
    it('is allowed for a retailer-like user on any product', () => {
      expect(codes({ ...cpmOrder, customProductPrice: 200 }, buyer(cpm))).toEqual([
        'custom_price_not_allowed',
      ]);
      expect(codes({ ...cpmOrder, customProductPrice: 200 }, buyer(cpm, { retailerLike: true }))).toEqual([]);
    });

    it('is allowed for anyone on an auction product', () => {
      expect(codes({ ...cpmOrder, customProductPrice: 200 }, buyer({ ...cpm, auction: true }))).toEqual([]);
    });

    it('is at least the product price', () => {
      expect(
        checkItemOrder({ ...cpmOrder, customProductPrice: 179.99 }, buyer(cpm, { retailerLike: true })),
      ).toEqual([{ field: 'customProductPrice', code: 'custom_price_too_low', params: { price: 180 } }]);
      expect(codes({ ...cpmOrder, customProductPrice: 180 }, buyer(cpm, { retailerLike: true }))).toEqual([]);
    });
  });

  describe('keywords', () => {
    const searchOrder: ItemOrder = {
      ...cpmOrder,
      orderedAmount: 1_000,
      targetKeywords: [{ value: 'čokoláda', exactMatch: true }],
    };

    it('top in search needs a non-empty one', () => {
      expect(codes(searchOrder, buyer(searchProduct))).toEqual([]);
      expect(codes({ ...searchOrder, targetKeywords: [] }, buyer(searchProduct))).toEqual(['keywords_empty']);
      expect(
        codes(
          { ...searchOrder, targetKeywords: [{ value: '   ', exactMatch: false }] },
          buyer(searchProduct),
        ),
      ).toEqual(['keywords_empty']);
    });

    it('are at most 255 characters each', () => {
      const long = { ...searchOrder, targetKeywords: [{ value: 'k'.repeat(256), exactMatch: false }] };
      expect(checkItemOrder(long, buyer(searchProduct))).toEqual([
        { field: 'targetKeywords', code: 'keyword_too_long', params: { max: 255 } },
      ]);
      const longest = {
        ...searchOrder,
        targetKeywords: [{ value: ` ${'k'.repeat(255)} `, exactMatch: false }],
      };
      expect(codes(longest, buyer(searchProduct))).toEqual([]);
    });

    it('are not taken by products that are not search tools', () => {
      expect(codes({ ...cpmOrder, targetKeywords: [{ value: 'x', exactMatch: false }] }, buyer(cpm))).toEqual(
        ['keywords_not_allowed'],
      );
      expect(codes({ ...cpmOrder, targetKeywords: [{ value: ' ', exactMatch: false }] }, buyer(cpm))).toEqual(
        [],
      );
    });
  });

  describe('target', () => {
    it('a custom URL must be valid', () => {
      expect(codes({ ...cpmOrder, targetURL: 'portal-retail.cz/akce' }, buyer(cpm))).toEqual([
        'target_url_invalid',
      ]);
    });

    it("a custom URL must begin with the category's domain", () => {
      expect(
        checkItemOrder({ ...cpmOrder, targetURL: 'https://www.jiny-obchod.cz/akce' }, buyer(cpm)),
      ).toEqual([
        { field: 'targetURL', code: 'target_url_domain', params: { domain: 'https://www.portal-retail.cz' } },
      ]);
      expect(codes({ ...cpmOrder, targetURL: 'https://www.portal-retail.cz/akce' }, buyer(cpm))).toEqual([]);
    });

    it('is one of URL, product and landing page', () => {
      expect(
        codes(
          { ...cpmOrder, targetURL: 'https://www.portal-retail.cz/akce', targetProductId: 5 },
          buyer(cpm),
        ),
      ).toEqual(['target_ambiguous']);
      expect(codes({ ...cpmOrder, targetProductId: 5 }, buyer(cpm))).toEqual([]);
      expect(codes({ ...cpmOrder, targetLandingPageId: 5 }, buyer(cpm))).toEqual([]);
    });
  });

  it('reports every broken rule at once and checks the total only when the rest is valid', () => {
    const issues = checkItemOrder(
      {
        startDate: '2026-12-01',
        endDate: '2026-12-01',
        variableValueIdes: [],
        customProductPrice: 1,
        targetURL: 'nonsense',
      },
      buyer(flatRate),
    );
    expect(issues.map((issue) => issue.field)).toEqual([
      'startDate',
      'variableValueIdes',
      'customProductPrice',
      'targetURL',
    ]);
  });
});
