import { StyleProvider } from '@ant-design/cssinjs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import dayjs from 'dayjs';
import { DateRangeFilter, endDisabled, startDisabled } from './filter-fields';

function show(element: ReactElement) {
  const wrap = (child: ReactElement) => (
    <StyleProvider mock="server">
      <I18nProvider i18n={i18n}>{child}</I18nProvider>
    </StyleProvider>
  );
  const view = render(wrap(element));
  return { ...view, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

describe('DateRangeFilter (spec 001 §5: disabled dates)', () => {
  it('disables on the start picker the end date and later', () => {
    const disabled = startDisabled('2026-11-20');
    expect(['2026-11-19', '2026-11-20', '2026-11-21'].map((date) => disabled(dayjs(date)))).toEqual([
      false,
      true,
      true,
    ]);
    expect(startDisabled(null)(dayjs('2030-01-01'))).toBe(false);
  });

  it('disables on the end picker the start date and earlier', () => {
    const disabled = endDisabled('2026-11-10');
    expect(['2026-11-09', '2026-11-10', '2026-11-11'].map((date) => disabled(dayjs(date)))).toEqual([
      true,
      true,
      false,
    ]);
    expect(endDisabled(null)(dayjs('2000-01-01'))).toBe(false);
  });

  it('shows the range as d.m.Y', async () => {
    show(<DateRangeFilter startDate="2026-11-10" endDate="2026-11-20" onChange={() => undefined} />);
    expect(await screen.findByDisplayValue('10.11.2026', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('20.11.2026')).toBeInTheDocument();
  });
});
