import { englishPath } from './czech-paths';

describe('old Czech paths', () => {
  it.each([
    ['/kampane', '/campaigns'],
    ['/kampane/12', '/campaigns/12'],
    ['/kampane/12/polozky/3/upravit?tab=1', '/campaigns/12/items/3/edit?tab=1'],
    ['/nastroje/5', '/tools/5'],
    ['/nastaveni/uzivatele/7', '/settings/users/7'],
    ['/nastaveni/typy-landing-pages', '/settings/landing-page-types'],
    ['/aktivity', '/activities'],
    ['/dodavatele/3', '/vendors/3'],
  ])('%s → %s', (from, to) => {
    expect(englishPath(new URL(from, 'http://portal.test'))).toBe(to);
  });
});
