import { formatDate, formatDateTime, formatMoney } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes CZK without decimals in every locale', () => {
    expect(nbsp(formatMoney(1234567.89, 'cs-CZ'))).toBe('1 234 568 Kč');
    expect(nbsp(formatMoney(1234567.89, 'cs-CZ-publisher'))).toBe('1 234 568 Kč');
    expect(nbsp(formatMoney(1234567.89, 'en-GB'))).toBe('CZK 1,234,568');
    expect(nbsp(formatMoney(1234567.89, 'pl-PL'))).toBe('1 234 568 CZK');
  });
});

describe('formatDate', () => {
  it('writes d.m.Y', () => {
    expect(formatDate('2026-02-01')).toBe('01.02.2026');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes d.m.Y HH:mm on the Prague clock', () => {
    expect(formatDateTime('2026-11-24T23:30:00Z')).toBe('25.11.2026 00:30');
    expect(formatDateTime('2026-07-01T06:05:00Z')).toBe('01.07.2026 08:05');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
