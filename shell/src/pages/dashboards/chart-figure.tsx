import { Typography } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';

interface ChartFigureProps {
  /** The visible title, and the figure's accessible name. */
  title: string;
  /** A sentence for screen readers about what the chart shows (the figures are also in the CSV). */
  description?: string;
  /** Wide figures span the whole row of the grid. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * One chart of the page: a figure named by its title, so that a screen reader (and a test) finds it
 * by name; the title is shown above it.
 */
export function ChartFigure({ title, description, wide, children }: ChartFigureProps) {
  return (
    <figure
      role="figure"
      aria-label={title}
      aria-description={description}
      style={{
        margin: 0,
        padding: 16,
        border: '1px solid #f0f0f0',
        borderRadius: 8,
        background: '#fff',
        minWidth: 0,
        gridColumn: wide ? '1 / -1' : undefined,
      }}
    >
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </figure>
  );
}

/** The height of every chart: fixed, so the layout does not jump while it loads (and jsdom has a size). */
export const CHART_HEIGHT = 280;
