/**
 * Who sees and may do what on campaigns, below every campaign area: the tenancy condition, the rule
 * viewer, a rule's refusal as an answer, the sales persons and the filter options within the
 * caller's scope. This index is all the area offers to the rest of the API.
 */
export { companyTenancy, myCampaignsCondition, tenancyScope } from './campaign-access';
export { campaignFilterData } from './campaign-filter-data';
export { type RefusalFacts, refuse } from './refusal-error';
export { isVendor, ruleViewerOf } from './rule-viewer';
export { isActiveSalesPerson } from './sales-person';
