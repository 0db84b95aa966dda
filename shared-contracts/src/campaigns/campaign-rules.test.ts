import { CAMPAIGN_STATES, CampaignItemStateId, CampaignStateId } from './campaign-states';
import {
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
