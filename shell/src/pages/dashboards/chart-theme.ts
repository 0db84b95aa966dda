import { formatDate } from '@portal/shared-ui';

/** The series' colours: the portal's blue for impressions, orange for clicks, teal for money. */
export const SERIES_COLORS = { impressions: '#0b5cad', clicks: '#fa8c16', spend: '#13a8a8' } as const;

/** An axis tick of a day: 'DD.MM.' (the tooltip shows the whole d.m.Y date). */
export const dayTick = (day: string): string => formatDate(day).slice(0, 6);

/** recharts hands values over as number | string | arrays: the charts' values are numbers. */
export const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);
