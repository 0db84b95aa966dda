// `@portal/shared-contracts/campaign-items`: campaign items — an item's detail and actions, the
// activities list, ordering an item (its rules, price and the add and update calls), creative states.
export * from '../creatives/creative-states';
export * from '../campaign-items/campaign-item';
export * from '../campaign-items/filter-campaign-items';
export * from '../campaign-items/campaign-item-export';
export * from '../campaign-items/item-price';
export * from '../campaign-items/item-order';
export * from '../campaign-items/item-order-rules';
export * from '../campaign-items/order-item';
