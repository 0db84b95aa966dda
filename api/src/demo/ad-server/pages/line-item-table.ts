import type { BookedLineItem } from './booked-line-items';
import { html, type Html } from './html';
import { bookingState, lineItemLink, period, productLabel } from './line-item-pages';

export interface LineItemColumn {
  label: string;
  /** Right-aligned figures. */
  numeric?: boolean;
  cell: (item: BookedLineItem) => Html | string;
}

export const PRODUCT_COLUMN: LineItemColumn = { label: 'Produkt', cell: productLabel };
export const PERIOD_COLUMN: LineItemColumn = { label: 'Období', cell: period };
export const BOOKING_COLUMN: LineItemColumn = { label: 'Rezervace', cell: bookingState };

const th = ({ label, numeric }: LineItemColumn) =>
  numeric ? html`<th class="n">${label}</th>` : html`<th>${label}</th>`;

const td = ({ cell, numeric }: LineItemColumn, item: BookedLineItem) =>
  numeric ? html`<td class="n">${cell(item)}</td>` : html`<td>${cell(item)}</td>`;

/** A table of line items: each one's link to its page, then `columns`. */
export function lineItemTable(items: readonly BookedLineItem[], columns: readonly LineItemColumn[]): Html {
  return html`<table>
    <thead>
      <tr>
        <th>Řádková položka</th>
        ${columns.map(th)}
      </tr>
    </thead>
    <tbody>
      ${items.map(
        (item) =>
          html`<tr>
            <td>${lineItemLink(item)}</td>
            ${columns.map((column) => td(column, item))}
          </tr>`,
      )}
    </tbody>
  </table>`;
}
