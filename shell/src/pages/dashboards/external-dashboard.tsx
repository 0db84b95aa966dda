import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { DASHBOARD_HEIGHT } from '@portal/shared-contracts/dashboards';
import { Alert } from '@portal/shared-ui/components';
import { useEffect, useRef, useState } from 'react';
import { useDashboardToken } from './use-dashboard-token';

/** The message the embedded dashboard listens for: the portal's token for its user. */
export const DASHBOARD_TOKEN_MESSAGE = 'portal:dashboard-token';

export interface ExternalDashboardConfig {
  workspaceHost: string;
  workspaceId: string;
  dashboardId: string;
}

/** The embedded dashboard's address (docs/dashboards.md "Embedded external analytics"). */
export const externalDashboardUrl = ({ workspaceHost, workspaceId, dashboardId }: ExternalDashboardConfig) =>
  `https://${workspaceHost}/dashboards/embedded/#/workspace/${encodeURIComponent(workspaceId)}/dashboard/${encodeURIComponent(dashboardId)}`;

/**
 * The external analytics of the deployment in a frame 700 px high (spec 001 §10, DASHBOARD_HEIGHT).
 * The portal signs the user in there with a short-lived token: posted to the frame, only to the
 * analytics' own origin, each time the frame has loaded and after each renewal.
 */
export function ExternalDashboard({ config }: { config: ExternalDashboardConfig }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const { token, error } = useDashboardToken();
  // Counts the frame's loads: a new load (the first, or a reload inside the frame) posts again.
  const [loads, setLoads] = useState(0);
  const origin = `https://${config.workspaceHost}`;

  useEffect(() => {
    if (loads > 0 && token) {
      frame.current?.contentWindow?.postMessage({ type: DASHBOARD_TOKEN_MESSAGE, token }, origin);
    }
  }, [loads, token, origin]);

  return (
    <>
      {error !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t`Přihlášení do externího přehledu se nepodařilo, zkusíme to znovu za minutu.`}
          description={isApiError(error) ? error.body.message : undefined}
        />
      )}
      <iframe
        ref={frame}
        title={t`Externí přehled`}
        src={externalDashboardUrl(config)}
        width="100%"
        height={DASHBOARD_HEIGHT}
        style={{ display: 'block', width: '100%', height: DASHBOARD_HEIGHT, border: 0 }}
        onLoad={() => setLoads((count) => count + 1)}
      />
    </>
  );
}
