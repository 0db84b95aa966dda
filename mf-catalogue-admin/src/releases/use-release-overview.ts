import {
  getReleaseOverview,
  type ReleaseOverview,
  type ReleaseTarget,
} from '@portal/shared-contracts/settings';
import useSWR, { useSWRConfig } from 'swr';

const overviewKey = (target: ReleaseTarget) => ['settings/releases', target] as const;

/** GET /remotes/{name}: one target's kept versions, what is live, staged and previewed, its history. */
export function useReleaseOverview(target: ReleaseTarget) {
  return useSWR(overviewKey(target), ([, name]) => getReleaseOverview(name));
}

/**
 * The target's section after an action: the overview the action answered with (the server reads it
 * after the change), or, without one (a refusal), the overview read again.
 */
export function useRefreshReleaseOverview(target: ReleaseTarget) {
  const { mutate } = useSWRConfig();
  return (fresh?: ReleaseOverview) =>
    fresh ? mutate(overviewKey(target), fresh, { revalidate: false }) : mutate(overviewKey(target));
}
