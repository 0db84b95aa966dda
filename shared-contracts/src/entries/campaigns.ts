// `@portal/shared-contracts/campaigns`: the campaign list — its filter and filter data, the states
// and the metrics it shows. A new campaign is in ./new-campaign, one campaign in ./campaign-detail.
export * from '../campaigns/campaign-states';
export * from '../campaigns/list-filter';
export * from '../campaigns/filter-campaigns';
export * from '../campaigns/list-export-query';
export * from '../campaigns/campaign-export';
export * from '../campaigns/campaign-filter-data';
export * from '../campaigns/performance';
