import { CampaignItemStateId as I, CampaignStateId as S } from '@portal/shared-contracts';
import { deriveCampaignState } from './derive-campaign-state';

describe('deriveCampaignState (design.md §3: the campaign follows its items)', () => {
  it.each([
    ['a creative waits for approval', [I.WaitingForApproval, I.Returned, I.Online], S.WaitingForApproval],
    ['else a creative was returned', [I.Returned, I.Approved, I.Online], S.CreativeReturned],
    ['an item is online', [I.Online, I.Paused, I.Prepared, I.Approved, I.Closed], S.Online],
    ['all running items paused', [I.Paused, I.Paused, I.Closed, I.Prepared], S.Paused],
    ['every item ended', [I.Closed, I.Closed], S.Closed],
    ['a creative still to fill', [I.Approved, I.Prepared], S.Approved],
    ['a missing creative', [I.Missing, I.Closed], S.Approved],
    ['all approved, none started', [I.Prepared, I.Prepared], S.Prepared],
    ['between flights', [I.Closed, I.Prepared], S.Online],
    ['canceled items do not count', [I.Canceled, I.Prepared], S.Prepared],
  ])('%s', (_case, items, state) => {
    expect(deriveCampaignState(items)).toBe(state);
  });

  it('leaves a campaign without items (or only canceled ones) as it is', () => {
    expect(deriveCampaignState([])).toBeNull();
    expect(deriveCampaignState([I.Canceled])).toBeNull();
  });
});
