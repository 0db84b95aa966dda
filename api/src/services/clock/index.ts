/**
 * The date-driven job: item and campaign states that follow the calendar and the delivery, with its
 * lock and timer. This index is all the area offers to the rest of the API.
 */
export { startClockJob } from './clock-timer';
export { DERIVED_CAMPAIGN_STATES } from './derive-campaign-state';
export { refreshCampaignState } from './refresh-campaign-state';
export { holdClockLock } from './run-clock-job';
