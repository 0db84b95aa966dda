import { i18n } from '@lingui/core';
import { activateLinguiLocale } from './translation-keys';

describe('activateLinguiLocale', () => {
  afterEach(() => activateLinguiLocale('cs-CZ'));

  it('gives cs-CZ-publisher the Czech plural rules (Intl rejects the catalog name as a tag)', () => {
    i18n.load('cs-CZ-publisher', {
      campaigns: [
        ['count', 'plural', { one: ['#', ' kampaň'], few: ['#', ' kampaně'], other: ['#', ' kampaní'] }],
      ],
    });
    activateLinguiLocale('cs-CZ-publisher');
    expect(i18n.locale).toBe('cs-CZ-publisher');
    expect(i18n._('campaigns', { count: 1 })).toBe('1 kampaň');
    expect(i18n._('campaigns', { count: 3 })).toBe('3 kampaně');
    expect(i18n._('campaigns', { count: 12 })).toBe('12 kampaní');
  });
});
