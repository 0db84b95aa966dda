import type { RemoteName } from '@portal/shared-contracts/core';
import {
  createContext,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/**
 * The pieces one remote shows inside another remote's screen (design.md §1: remotes never import
 * each other). The owner exports the component from its ./routes module (`slots`); the host screen
 * renders `<PortalSlot slot=… props=… />`, and the shell loads the owner and renders it in place.
 * Each slot's props are its contract, named here so both sides type-check against one definition.
 */
export interface PortalSlotProps {
  /**
   * The creative of a campaign item, as a dialog over the campaign detail (spec 000 §2 "Campaign
   * detail", dialogs "item creative" and "creative selection"): fill its fields, upload a zip, or pick
   * one of the company's creatives. `onClose(changed)` says whether the item changed.
   */
  'mf-creatives/item-creative-dialog': {
    campaignId: number;
    campaignItemId: number;
    /** Opens on picking an existing creative instead of filling a new one. */
    mode: 'fill' | 'select';
    onClose: (changed: boolean) => void;
  };
  /**
   * The retailer's dialog over an item's creative (spec 000 §2, "item media"): the creative in
   * preview, the approval form (note; approve with an empty note, dismiss with one).
   */
  'mf-creatives/item-media-dialog': {
    campaignId: number;
    campaignItemId: number;
    onClose: (changed: boolean) => void;
  };
}

export type PortalSlotName = keyof PortalSlotProps;

/** The remote that owns a slot: the part of its name before the slash. */
export const slotOwner = (slot: PortalSlotName): RemoteName => slot.split('/')[0] as RemoteName;

/** What a remote's ./routes module exports for the slots it owns, by their full names. */
export type RemoteSlots = {
  [S in PortalSlotName]?:
    LazyExoticComponent<ComponentType<PortalSlotProps[S]>> | ComponentType<PortalSlotProps[S]>;
};

/** Provided by the shell: renders a slot's component, loading its remote when first needed. */
export type SlotRenderer = <S extends PortalSlotName>(
  slot: S,
  props: PortalSlotProps[S],
  fallback: ReactNode,
) => ReactNode;

export const PortalSlotContext = createContext<SlotRenderer | null>(null);

/**
 * A piece of another remote inside this screen. Without the shell (a remote's own tests), or when
 * the owner is switched off, the fallback shows instead.
 */
export function PortalSlot<S extends PortalSlotName>({
  slot,
  props,
  fallback = null,
}: {
  slot: S;
  props: PortalSlotProps[S];
  fallback?: ReactNode;
}) {
  const render = useContext(PortalSlotContext);
  return <>{render ? render(slot, props, fallback) : fallback}</>;
}
