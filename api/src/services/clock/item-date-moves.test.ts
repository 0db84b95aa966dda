import { CampaignItemStateId as I } from '@portal/shared-contracts';
import { dateMoveOf } from './item-date-moves';

const today = '2026-11-23';

describe('dateMoveOf (design.md §3: the date-driven item moves)', () => {
  it('puts a prepared item online on its start date, not before', () => {
    expect(dateMoveOf(I.Prepared, '2026-11-23', '2026-11-29', today)).toBe(I.Online);
    expect(dateMoveOf(I.Prepared, '2026-11-24', '2026-11-29', today)).toBeNull();
  });

  it('marks an item missing when its start comes without an approved creative', () => {
    for (const state of [I.Approved, I.Returned, I.WaitingForApproval]) {
      expect(dateMoveOf(state, '2026-11-23', '2026-11-29', today)).toBe(I.Missing);
      expect(dateMoveOf(state, '2026-11-30', '2026-12-06', today)).toBeNull();
    }
  });

  it('closes online, paused and missing items the day after their end', () => {
    for (const state of [I.Online, I.Paused, I.Missing]) {
      expect(dateMoveOf(state, '2026-11-16', '2026-11-22', today)).toBe(I.Closed);
      expect(dateMoveOf(state, '2026-11-16', '2026-11-23', today)).toBeNull();
    }
  });

  it('catches up in one step after days without a run', () => {
    expect(dateMoveOf(I.Prepared, '2026-11-16', '2026-11-22', today)).toBe(I.Closed);
    expect(dateMoveOf(I.Approved, '2026-11-16', '2026-11-22', today)).toBe(I.Closed);
  });

  it('leaves other states alone', () => {
    for (const state of [I.InProcess, I.SasCheck, I.UserCheck, I.Closed, I.Canceled, I.Reserved]) {
      expect(dateMoveOf(state, '2026-11-01', '2026-11-02', today)).toBeNull();
    }
  });
});
