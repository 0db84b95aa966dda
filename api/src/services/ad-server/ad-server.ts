import type { Transaction } from '../../db/client';
import type { AdServerKind } from '../../db/schema';

/** Where the pages of a booking are: the targets of the sasInfo links. */
export interface AdServerLinks {
  campaign(externalId: string): string;
  proposal(externalId: string): string;
  lineItem(externalId: string): string;
  flight(externalId: string): string;
  creative(externalId: string): string;
}

/**
 * The ad server adapter of design.md §1/§4. Every call runs inside the caller's transaction, so a
 * booking lands or fails with the transition that asked for it. Whatever the adapter, the external
 * ids it answers are kept in ad_server_campaigns / ad_server_line_items (db/schema/ad-server.ts) and
 * the figures in ad_server_delivery, so the portal reads links and performance from its own database
 * (loaders in this folder) and never waits for the ad server on a page view.
 */
export interface AdServer {
  readonly kind: AdServerKind;
  /** Books the campaign and its items that are not canceled (approval); booking again re-opens a released one. */
  bookCampaign(tx: Transaction, campaignId: number, at: Date): Promise<void>;
  /** Releases the campaign and all its line items (cancellation, deletion). */
  releaseCampaign(tx: Transaction, campaignId: number, at: Date): Promise<void>;
  /** Releases one line item (the item is deleted). */
  releaseItem(tx: Transaction, itemId: number, at: Date): Promise<void>;
  /** Pauses or runs a line item (the retailer's online ↔ paused). */
  setItemPaused(tx: Transaction, itemId: number, paused: boolean): Promise<void>;
  /** Items the clock job found running or ended after running (their delivery is due from their start). */
  itemsStarted(tx: Transaction, itemIds: readonly number[]): Promise<void>;
  /**
   * Brings delivery up to the day before `today` (the clock job). The local ad server simulates it;
   * an adapter of a real ad server would fetch its report. Answers the number of item-days written.
   */
  recordDelivery(tx: Transaction, today: string): Promise<number>;
  readonly links: AdServerLinks;
}
