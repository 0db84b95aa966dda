/**
 * Ordering: creating a campaign, adding and updating its items, checking availability and booking
 * slots. This index is all the area offers to the rest of the API.
 */
export { addCampaignItem } from './add-item';
export { bookSlots, slotsOf } from './bookings';
export { campaignOptions } from './campaign-options';
export { itemAdditionAllowed } from './campaign-rules';
export { checkAvailability } from './check-availability';
export { createCampaign } from './create-campaign';
export { formatDate, formatMoney, formatNumber } from './format-params';
export { updateCampaignItem } from './update-item';
