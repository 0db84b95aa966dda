import { formatDate } from '@portal/shared-ui';
import { CHART_COLORS } from '@portal/shared-ui/components';

/** The series' colours, from the theme: blue for impressions, orange for clicks, teal for money. */
export const SERIES_COLORS = CHART_COLORS;

/** An axis tick of a day: 'DD.MM.' (the tooltip shows the whole d.m.Y date). */
export const dayTick = (day: string): string => formatDate(day).slice(0, 6);

/** recharts hands values over as number | string | arrays: the charts' values are numbers. */
export const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);
