import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import type { CampaignItem } from '@portal/shared-contracts/campaign-items';
import { creativeEditable } from '@portal/shared-contracts/creatives';

/** The views of the activity creative page (spec 000 §2), kept in the address as ?view=…. */
export const CREATIVE_VIEWS = ['search', 'new', 'edit', 'preview'] as const;
export type CreativeView = (typeof CREATIVE_VIEWS)[number];

export const VIEW_PARAM = 'view';

type ViewItem = Pick<CampaignItem, 'creative' | 'zipUploaded' | 'creativeEditAllowed'>;

/** The item has something to show: a creative or an uploaded zip. */
export const hasItemCreative = (item: ViewItem): boolean => item.creative !== null || item.zipUploaded;

/** The item's creative may be changed now: the item allows it and the creative's state does (creativeEditable). */
export const itemCreativeEditable = (item: ViewItem, viewer: RuleViewer): boolean =>
  item.creativeEditAllowed &&
  (item.creative === null || creativeEditable(item.creative.creativeState, viewer));

/**
 * The view the page shows for the address's ?view= (spec 000 §2 "Activity creative page"): without
 * one (or an unknown one) preview when the item has a creative or an uploaded zip, else search. A
 * view that cannot be shown falls back: edit without a creative is new; an edit the creative's state
 * or the item refuses, or a new creative the item refuses, is preview (or search, which then says
 * why); preview with nothing to show is search.
 */
export function resolveView(requested: string | null, item: ViewItem, viewer: RuleViewer): CreativeView {
  const known = (CREATIVE_VIEWS as readonly string[]).includes(requested ?? '')
    ? (requested as CreativeView)
    : null;
  const fallback: CreativeView = hasItemCreative(item) ? 'preview' : 'search';
  const view = known ?? fallback;
  if (view === 'preview') return hasItemCreative(item) ? 'preview' : 'search';
  if (view === 'edit' && item.creative === null) return item.creativeEditAllowed ? 'new' : fallback;
  if (view === 'edit') return itemCreativeEditable(item, viewer) ? 'edit' : fallback;
  if (view === 'new') return item.creativeEditAllowed ? 'new' : fallback;
  return view;
}

/** The views of the item creative dialog over the campaign detail: the page's, and a read-only one. */
export type DialogView = 'search' | 'new' | 'edit' | 'view';

/**
 * Where the item creative dialog opens (spec 000 §2 "item creative", "creative selection"): picking
 * opens the search; filling edits the item's creative when the viewer may, shows it when not, and
 * starts a new one when there is none (or the search, which says why the item cannot get one now).
 */
export function initialDialogView(mode: 'fill' | 'select', item: ViewItem, viewer: RuleViewer): DialogView {
  if (mode === 'select') return 'search';
  if (item.creative) return itemCreativeEditable(item, viewer) ? 'edit' : 'view';
  return item.creativeEditAllowed ? 'new' : 'search';
}
