import { createDashboardToken, DASHBOARD_TOKEN_REFRESH_MINUTES } from '@portal/shared-contracts/dashboards';
import { useEffect, useState } from 'react';

/** A failed renewal is tried again this soon, not an hour later. */
export const TOKEN_RETRY_MS = 60_000;

/**
 * The token of the embedded dashboard (POST /dashboards/token): fetched when the dashboard is shown,
 * then every DASHBOARD_TOKEN_REFRESH_MINUTES minutes (spec 001 §10: 60; the token is valid a few
 * minutes longer). The last good token stays while a renewal fails; the failure is reported.
 */
export function useDashboardToken() {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renew = async () => {
      let next = DASHBOARD_TOKEN_REFRESH_MINUTES * 60_000;
      try {
        const answer = await createDashboardToken();
        if (stopped) return;
        setToken(answer.token);
        setError(null);
      } catch (failure) {
        if (stopped) return;
        setError(failure);
        next = TOKEN_RETRY_MS;
      }
      timer = setTimeout(() => void renew(), next);
    };
    void renew();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return { token, error };
}
