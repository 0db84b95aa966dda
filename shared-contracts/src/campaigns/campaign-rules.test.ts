import { CAMPAIGN_STATES, CampaignItemStateId, CampaignStateId } from './campaign-states';
import {
  addCampaignItemRefusal,
  approveCampaignByRetailerRefusal,
  approveCampaignRefusal,
  approveItemRefusal,
  campaignEditRefusal,
  changeCampaignStateRefusal,
  deleteCampaignItemRefusal,
  deleteCampaignRefusal,
  editCampaignItemRefusal,
  pauseOrRunItemRefusal,
  possibleStatesFrom,
  rejectCampaignToVendorRefusal,
  rejectItemRefusal,
  sendCampaignForCheckRefusal,
  sendItemForCheckRefusal,
  campaignEditable,
  canAddCampaignItem,
  canApproveCampaign,
  canApproveCampaignByRetailer,
  canDeleteCampaign,
  canDeleteCampaignItem,
  canEditCampaignItem,
  canPauseOrRunItem,
  canRejectCampaignToVendor,
  canSendCampaignForCheck,
  canSendItemForCheck,
  itemCreativeIcon,
  showsRejectReason,
  type RuleItem,
  type RuleViewer,
} from './campaign-rules';

const retailer: RuleViewer = { retailer: true, retailerLike: true, vendor: false };
const impersonator: RuleViewer = { retailer: false, retailerLike: true, vendor: true };
const vendor: RuleViewer = { retailer: false, retailerLike: false, vendor: true };
const agency: RuleViewer = { retailer: false, retailerLike: false, vendor: false };

const stateOf = (id: number) => CAMPAIGN_STATES.find((state) => state.id === id)!;
const campaign = (stateId: number, items = 1, itemAdditionAllowed = true) => ({
  campaignState: stateOf(stateId),
  campaignItemsCount: items,
  itemAdditionAllowed,
});
const item = (stateId: number, overrides: Partial<RuleItem> = {}): RuleItem => ({
  itemState: { id: stateId, canSendForCheck: [4, 6, 13].includes(stateId) },
  editable: [1, 2, 3, 12].includes(stateId),
  product: { nativeFormat: false },
  creative: null,
  zipUploaded: false,
  ...overrides,
});
const S = CampaignStateId;
const I = CampaignItemStateId;

describe('campaign rules (spec 000 §4, 001 §5)', () => {
  it('campaign editable: the canEdit flag, or a retailer unless online, canceled or paused', () => {
    expect(campaignEditable(stateOf(S.InProcess), vendor)).toBe(true);
    expect(campaignEditable(stateOf(S.SasCheck), vendor)).toBe(false);
    expect(campaignEditable(stateOf(S.SasCheck), retailer)).toBe(true);
    expect(campaignEditable(stateOf(S.Approved), retailer)).toBe(true);
    for (const state of [S.Online, S.Canceled, S.Paused])
      expect(campaignEditable(stateOf(state), retailer)).toBe(false);
    // An impersonating retailer is the buyer here.
    expect(campaignEditable(stateOf(S.SasCheck), impersonator)).toBe(false);
  });

  it('send for check: items, canSendForCheck and not retailer staff', () => {
    expect(canSendCampaignForCheck(campaign(S.InProcess), vendor)).toBe(true);
    expect(canSendCampaignForCheck(campaign(S.InProcess), impersonator)).toBe(true);
    expect(canSendCampaignForCheck(campaign(S.InProcess), retailer)).toBe(false);
    expect(canSendCampaignForCheck(campaign(S.InProcess, 0), vendor)).toBe(false);
    expect(canSendCampaignForCheck(campaign(S.SasCheck), vendor)).toBe(false);
  });

  it('approvals: the buyer in user-check; retailer staff or an impersonator in in-process, sas-check, user-check', () => {
    expect(canApproveCampaign(campaign(S.UserCheck), agency)).toBe(true);
    expect(canApproveCampaign(campaign(S.InProcess), agency)).toBe(false);
    expect(canApproveCampaign(campaign(S.UserCheck, 0), agency)).toBe(false);
    for (const state of [S.InProcess, S.SasCheck, S.UserCheck]) {
      expect(canApproveCampaignByRetailer(campaign(state), retailer)).toBe(true);
      expect(canApproveCampaignByRetailer(campaign(state), impersonator)).toBe(true);
      expect(canApproveCampaignByRetailer(campaign(state), vendor)).toBe(false);
    }
    expect(canApproveCampaignByRetailer(campaign(S.Approved), retailer)).toBe(false);
    expect(canApproveCampaignByRetailer(campaign(S.SasCheck, 0), retailer)).toBe(false);
  });

  it('reject to vendor: items, sas-check, retailer staff', () => {
    expect(canRejectCampaignToVendor(campaign(S.SasCheck), retailer)).toBe(true);
    expect(canRejectCampaignToVendor(campaign(S.SasCheck), impersonator)).toBe(false);
    expect(canRejectCampaignToVendor(campaign(S.InProcess), retailer)).toBe(false);
    expect(canRejectCampaignToVendor(campaign(S.SasCheck, 0), retailer)).toBe(false);
  });

  it('delete: no items, in process, or not a vendor', () => {
    expect(canDeleteCampaign(campaign(S.SasCheck), vendor)).toBe(false);
    expect(canDeleteCampaign(campaign(S.SasCheck, 0), vendor)).toBe(true);
    expect(canDeleteCampaign(campaign(S.InProcess), vendor)).toBe(true);
    expect(canDeleteCampaign(campaign(S.Online), agency)).toBe(true);
  });

  it('item addition: the server flag, and not a vendor on a reserved campaign', () => {
    expect(canAddCampaignItem(campaign(S.Reserved), vendor)).toBe(false);
    expect(canAddCampaignItem(campaign(S.Reserved), agency)).toBe(true);
    expect(canAddCampaignItem(campaign(S.InProcess, 1, false), retailer)).toBe(false);
  });

  it('item edit and delete', () => {
    expect(canEditCampaignItem(campaign(S.InProcess), item(I.InProcess), vendor)).toBe(true);
    expect(canEditCampaignItem(campaign(S.Approved), item(I.Approved), vendor)).toBe(false);
    expect(canEditCampaignItem(campaign(S.Online), item(I.Approved), impersonator)).toBe(true);
    expect(canDeleteCampaignItem(campaign(S.InProcess), item(I.InProcess), vendor)).toBe(true);
    expect(canDeleteCampaignItem(campaign(S.Approved), item(I.Approved), retailer)).toBe(false);
    expect(
      canDeleteCampaignItem(
        campaign(S.Approved),
        item(I.Approved, { product: { nativeFormat: true } }),
        retailer,
      ),
    ).toBe(true);
    expect(canDeleteCampaignItem(campaign(S.Online), item(I.InProcess), retailer)).toBe(false);
  });

  it('pause or run, item send for check and the creative icon', () => {
    expect(canPauseOrRunItem(item(I.Online), impersonator)).toBe(true);
    expect(canPauseOrRunItem(item(I.Paused), retailer)).toBe(true);
    expect(canPauseOrRunItem(item(I.Online), vendor)).toBe(false);
    expect(canPauseOrRunItem(item(I.Prepared), retailer)).toBe(false);
    expect(canSendItemForCheck(item(I.Approved))).toBe(false);
    expect(canSendItemForCheck(item(I.Approved, { zipUploaded: true }))).toBe(true);
    expect(canSendItemForCheck(item(I.Prepared, { zipUploaded: true }))).toBe(false);
    expect(itemCreativeIcon(item(I.Approved))).toBe('plus');
    expect(itemCreativeIcon(item(I.Approved, { creative: { filled: false, creativeState: 'new' } }))).toBe(
      'pencil',
    );
    expect(itemCreativeIcon(item(I.Closed, { zipUploaded: true }))).toBe('eye');
    expect(
      itemCreativeIcon(item(I.Prepared, { creative: { filled: true, creativeState: 'approved' } })),
    ).toBe('eye');
  });

  it('shows the rejection reason in in-process and user-check only', () => {
    expect(showsRejectReason(S.InProcess)).toBe(true);
    expect(showsRejectReason(S.UserCheck)).toBe(true);
    expect(showsRejectReason(S.SasCheck)).toBe(false);
  });
});

describe('refusal codes of the campaign rules (what the API answers)', () => {
  it('campaign edit', () => {
    expect(campaignEditRefusal(stateOf(S.InProcess), vendor)).toBeNull();
    expect(campaignEditRefusal(stateOf(S.SasCheck), vendor)).toBe('campaign_not_editable');
    expect(campaignEditRefusal(stateOf(S.Online), retailer)).toBe('campaign_not_editable');
  });

  it('send for check: the viewer, then the state, then the items', () => {
    expect(sendCampaignForCheckRefusal(campaign(S.InProcess), vendor)).toBeNull();
    expect(sendCampaignForCheckRefusal(campaign(S.InProcess), retailer)).toBe('forbidden');
    expect(sendCampaignForCheckRefusal(campaign(S.SasCheck, 0), vendor)).toBe('campaign_check_not_allowed');
    expect(sendCampaignForCheckRefusal(campaign(S.InProcess, 0), vendor)).toBe('campaign_has_no_items');
  });

  it('approve on the buyer side', () => {
    expect(approveCampaignRefusal(campaign(S.UserCheck), agency)).toBeNull();
    expect(approveCampaignRefusal(campaign(S.UserCheck), retailer)).toBe('forbidden');
    expect(approveCampaignRefusal(campaign(S.InProcess, 0), agency)).toBe('campaign_approve_not_allowed');
    expect(approveCampaignRefusal(campaign(S.UserCheck, 0), agency)).toBe('campaign_has_no_items');
  });

  it('approve by retailer', () => {
    expect(approveCampaignByRetailerRefusal(campaign(S.SasCheck), impersonator)).toBeNull();
    expect(approveCampaignByRetailerRefusal(campaign(S.SasCheck), vendor)).toBe('forbidden');
    expect(approveCampaignByRetailerRefusal(campaign(S.Approved, 0), retailer)).toBe(
      'campaign_approve_not_allowed',
    );
    expect(approveCampaignByRetailerRefusal(campaign(S.SasCheck, 0), retailer)).toBe('campaign_has_no_items');
  });

  it('reject to vendor', () => {
    expect(rejectCampaignToVendorRefusal(campaign(S.SasCheck), retailer)).toBeNull();
    expect(rejectCampaignToVendorRefusal(campaign(S.SasCheck), impersonator)).toBe('forbidden');
    expect(rejectCampaignToVendorRefusal(campaign(S.InProcess, 0), retailer)).toBe(
      'campaign_reject_not_allowed',
    );
    expect(rejectCampaignToVendorRefusal(campaign(S.SasCheck, 0), retailer)).toBe('campaign_has_no_items');
  });

  it('item addition: an open state, and not a vendor on a reserved campaign', () => {
    expect(addCampaignItemRefusal(S.UserCheck, vendor)).toBeNull();
    expect(addCampaignItemRefusal(S.Reserved, agency)).toBeNull();
    expect(addCampaignItemRefusal(S.Reserved, vendor)).toBe('item_addition_reserved');
    expect(addCampaignItemRefusal(S.SasCheck, retailer)).toBe('item_addition_not_allowed');
  });

  it('delete', () => {
    expect(deleteCampaignRefusal(campaign(S.SasCheck), agency)).toBeNull();
    expect(deleteCampaignRefusal(campaign(S.SasCheck), vendor)).toBe('campaign_delete_not_allowed');
  });

  it("the retailer's manual state change: retailer staff, to a possible state", () => {
    expect(possibleStatesFrom(S.InProcess)).toEqual([S.Reserved, S.Canceled]);
    expect(possibleStatesFrom(999)).toEqual([]);
    expect(changeCampaignStateRefusal(campaign(S.InProcess), S.Reserved, retailer)).toBeNull();
    expect(changeCampaignStateRefusal(campaign(S.InProcess), S.Reserved, impersonator)).toBe('forbidden');
    expect(changeCampaignStateRefusal(campaign(S.Online), S.Canceled, retailer)).toBe(
      'campaign_state_change_not_allowed',
    );
    expect(changeCampaignStateRefusal(campaign(S.InProcess), S.InProcess, retailer)).toBe(
      'campaign_state_change_not_allowed',
    );
  });

  it('item delete and edit', () => {
    expect(deleteCampaignItemRefusal(campaign(S.InProcess), item(I.InProcess), vendor)).toBeNull();
    expect(deleteCampaignItemRefusal(campaign(S.Approved), item(I.Approved), retailer)).toBe(
      'campaign_item_delete_not_allowed',
    );
    expect(editCampaignItemRefusal(campaign(S.InProcess), item(I.InProcess), vendor)).toBeNull();
    expect(editCampaignItemRefusal(campaign(S.Online), item(I.Approved), impersonator)).toBeNull();
    expect(editCampaignItemRefusal(campaign(S.SasCheck), item(I.SasCheck), vendor)).toBe(
      'campaign_not_editable',
    );
    expect(editCampaignItemRefusal(campaign(S.InProcess), item(I.Approved), vendor)).toBe(
      'campaign_item_not_editable',
    );
  });

  it('item send for check: the state, then the filled creative', () => {
    expect(sendItemForCheckRefusal(item(I.Returned, { zipUploaded: true }))).toBeNull();
    expect(sendItemForCheckRefusal(item(I.Prepared, { zipUploaded: true }))).toBe(
      'campaign_item_check_not_allowed',
    );
    expect(sendItemForCheckRefusal(item(I.Approved))).toBe('campaign_item_creative_not_filled');
  });

  it('item approval: retailer-like, an approvable state not ended, then a filled creative', () => {
    const filled = { creative: { filled: true, creativeState: 'waiting-for-approval' } };
    const today = '2026-05-10';
    expect(
      approveItemRefusal(item(I.WaitingForApproval, filled), '2026-05-10', today, impersonator),
    ).toBeNull();
    expect(approveItemRefusal(item(I.WaitingForApproval, filled), '2026-05-10', today, vendor)).toBe(
      'forbidden',
    );
    expect(approveItemRefusal(item(I.Prepared, filled), '2026-05-31', today, retailer)).toBe(
      'campaign_item_approve_not_allowed',
    );
    expect(approveItemRefusal(item(I.WaitingForApproval, filled), '2026-05-09', today, retailer)).toBe(
      'campaign_item_approve_not_allowed',
    );
    expect(approveItemRefusal(item(I.Missing), '2026-05-31', today, retailer)).toBe(
      'campaign_item_creative_not_filled',
    );
  });

  it('item return and pause or run', () => {
    expect(rejectItemRefusal(item(I.WaitingForApproval), retailer)).toBeNull();
    expect(rejectItemRefusal(item(I.WaitingForApproval), agency)).toBe('forbidden');
    expect(rejectItemRefusal(item(I.Returned), retailer)).toBe('campaign_item_reject_not_allowed');
    expect(pauseOrRunItemRefusal(item(I.Online), impersonator)).toBeNull();
    expect(pauseOrRunItemRefusal(item(I.Online), vendor)).toBe('forbidden');
    expect(pauseOrRunItemRefusal(item(I.Prepared), retailer)).toBe('campaign_item_pause_not_allowed');
  });
});
