// Test helpers (not part of the bundle): the order form's answers (its calls: ORDER_FORM_CALLS of test-api).
import {
  checkAvailability,
  getCampaignItemsTargetUrlSettings,
  getVariableValueAvailability,
  searchLandingPages,
  searchTargetProducts,
} from '@portal/shared-contracts';

/** What the order form's tests start from: target URLs allowed, every week free, no search hits. */
export function answerOrderForm() {
  jest.mocked(getCampaignItemsTargetUrlSettings).mockResolvedValue({ enabled: true });
  jest.mocked(checkAvailability).mockResolvedValue({ available: true, conflicts: [], message: null });
  jest.mocked(getVariableValueAvailability).mockResolvedValue({ variableValueId: 31, takenWeeks: [] });
  jest.mocked(searchTargetProducts).mockResolvedValue([]);
  jest.mocked(searchLandingPages).mockResolvedValue([]);
}
