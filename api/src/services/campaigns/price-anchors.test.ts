import { anchoredStart, type PriceAnchor } from './price-anchors';

/** Ten campaigns by price ascending (ids 1–10), anchors every 3rd: positions 0, 3, 6, 9. */
const ANCHORS: PriceAnchor[] = [
  ['100.00', 1],
  ['400.00', 4],
  ['700.00', 7],
  ['1000.00', 10],
];

describe('anchoredStart', () => {
  it('starts an ascending page at the anchor at or before its offset', () => {
    expect(anchoredStart(ANCHORS, 10, 5, 'ASC', 3)).toEqual({ price: '400.00', id: 4, skip: 2 });
    expect(anchoredStart(ANCHORS, 10, 6, 'ASC', 3)).toEqual({ price: '700.00', id: 7, skip: 0 });
    expect(anchoredStart(ANCHORS, 10, 9, 'ASC', 3)).toEqual({ price: '1000.00', id: 10, skip: 0 });
  });

  it('starts a descending page at the ascending anchor at or after its first row', () => {
    // Descending position 5 is ascending 4; the anchor at ascending 6 is descending 3.
    expect(anchoredStart(ANCHORS, 10, 5, 'DESC', 3)).toEqual({ price: '700.00', id: 7, skip: 2 });
    // Descending 3 is ascending 6, an anchor itself.
    expect(anchoredStart(ANCHORS, 10, 3, 'DESC', 3)).toEqual({ price: '700.00', id: 7, skip: 0 });
    // Descending 9 is ascending 0.
    expect(anchoredStart(ANCHORS, 10, 9, 'DESC', 3)).toEqual({ price: '100.00', id: 1, skip: 0 });
  });

  it('gives none where it saves nothing or the offset is outside the list', () => {
    expect(anchoredStart(ANCHORS, 10, 2, 'ASC', 3)).toBeNull();
    expect(anchoredStart(ANCHORS, 10, 0, 'DESC', 3)).toBeNull();
    expect(anchoredStart(ANCHORS, 10, 10, 'ASC', 3)).toBeNull();
    expect(anchoredStart([], 10, 5, 'ASC', 3)).toBeNull();
  });
});
