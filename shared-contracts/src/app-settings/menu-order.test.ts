import { isCompleteMenuOrder, MAIN_MENU_KEYS, parseMenuOrder } from './app-settings';

describe('the header menu order', () => {
  it('is the default order when nothing is stored', () => {
    expect(parseMenuOrder(null)).toEqual([...MAIN_MENU_KEYS]);
    expect(parseMenuOrder('')).toEqual([...MAIN_MENU_KEYS]);
  });

  it('keeps a stored order and drops unknown or repeated keys', () => {
    expect(
      parseMenuOrder('availabilities,campaigns,old,campaigns,products,activities,reviewQueue,landingPages'),
    ).toEqual(['availabilities', 'campaigns', 'products', 'activities', 'reviewQueue', 'landingPages']);
  });

  it('places an entry the stored order does not name right after the nearest entry that precedes it by default', () => {
    expect(parseMenuOrder('activities,campaigns,products')).toEqual([
      'activities',
      'landingPages',
      'reviewQueue',
      'availabilities',
      'campaigns',
      'products',
    ]);
    expect(parseMenuOrder('reviewQueue,campaigns')).toEqual([
      'products',
      'reviewQueue',
      'availabilities',
      'campaigns',
      'activities',
      'landingPages',
    ]);
  });

  it('saves only an order naming every entry once', () => {
    expect(isCompleteMenuOrder(MAIN_MENU_KEYS.join(','))).toBe(true);
    expect(isCompleteMenuOrder([...MAIN_MENU_KEYS].reverse().join(','))).toBe(true);
    expect(isCompleteMenuOrder('products,campaigns')).toBe(false);
    expect(isCompleteMenuOrder([...MAIN_MENU_KEYS.slice(1), 'products', 'x'].join(','))).toBe(false);
    expect(isCompleteMenuOrder([...MAIN_MENU_KEYS.slice(1), 'campaigns'].join(','))).toBe(false);
  });
});
