import { item } from './creative-fixtures';
import { initialDialogView, resolveView } from './view-state';

const buyer = { retailer: false, retailerLike: false, vendor: true };
const retailer = { retailer: true, retailerLike: true, vendor: false };
const withCreative = (creativeState: 'new' | 'waiting-for-approval' | 'returned' | 'approved') =>
  item({ creative: { id: 900, name: 'Vánoční leaderboard', creativeState, filled: true } });

describe('the creative page view (spec 000 §2: preview with a creative or a zip, else search)', () => {
  it('opens without ?view= in preview when the item has a creative or a zip, else in search', () => {
    expect(resolveView(null, item(), buyer)).toBe('search');
    expect(resolveView(null, withCreative('new'), buyer)).toBe('preview');
    expect(resolveView(null, item({ zipUploaded: true }), buyer)).toBe('preview');
    expect(resolveView('nonsense', item({ zipUploaded: true }), buyer)).toBe('preview');
  });

  it('keeps the view the address asks for when it can be shown', () => {
    expect(resolveView('search', withCreative('new'), buyer)).toBe('search');
    expect(resolveView('edit', withCreative('returned'), buyer)).toBe('edit');
    expect(resolveView('new', withCreative('new'), buyer)).toBe('new');
    expect(resolveView('new', item(), buyer)).toBe('new');
  });

  it('falls back when the view cannot be shown', () => {
    // Nothing to preview: search.
    expect(resolveView('preview', item(), buyer)).toBe('search');
    // Edit without a creative: a new one.
    expect(resolveView('edit', item(), buyer)).toBe('new');
    // Spec 001 §5: buyers do not edit approved or waiting creatives; retailers always do.
    expect(resolveView('edit', withCreative('approved'), buyer)).toBe('preview');
    expect(resolveView('edit', withCreative('waiting-for-approval'), buyer)).toBe('preview');
    expect(resolveView('edit', withCreative('approved'), retailer)).toBe('edit');
    // The item does not allow its creative to change (e.g. before the campaign is approved).
    const locked = item({ creativeEditAllowed: false });
    expect(resolveView('new', locked, buyer)).toBe('search');
    expect(resolveView('edit', locked, buyer)).toBe('search');
  });

  it('opens the item creative dialog on the search to pick, else on the editor the item allows', () => {
    expect(initialDialogView('select', withCreative('new'), buyer)).toBe('search');
    expect(initialDialogView('fill', item(), buyer)).toBe('new');
    expect(initialDialogView('fill', withCreative('returned'), buyer)).toBe('edit');
    expect(initialDialogView('fill', withCreative('waiting-for-approval'), buyer)).toBe('view');
    expect(initialDialogView('fill', item({ creativeEditAllowed: false }), buyer)).toBe('search');
  });
});
