import { Trans } from '@lingui/react/macro';
import {
  slotOwner,
  useLocale,
  type PortalSlotName,
  type PortalSlotProps,
  type SlotRenderer,
} from '@portal/shared-ui';
import { Alert, Button, Spin } from '@portal/shared-ui/components';
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { forgetFailedRemote, isRemoteEnabled, loadPortalRemote } from './remote-runtime';

function SlotContent<S extends PortalSlotName>({
  slot,
  props,
  fallback,
}: {
  slot: S;
  props: PortalSlotProps[S];
  fallback: ReactNode;
}) {
  const locale = useLocale();
  const loaded = use(loadPortalRemote(slotOwner(slot), locale));
  const Component = loaded.slots[slot] as ComponentType<PortalSlotProps[S]> | undefined;
  return Component ? <Component {...props} /> : <>{fallback}</>;
}

/**
 * Renders a slot of another remote inside a screen (shared-ui PortalSlot): its owner is loaded the
 * first time, like a route's. A switched-off owner, one whose build does not fit this shell (registry
 * `unmet`: never loaded) or one whose build has no such slot shows the host's fallback; one that cannot be fetched shows a retry in place, and the host screen goes on.
 */
export const renderSlot: SlotRenderer = (slot, props, fallback) => {
  const remote = slotOwner(slot);
  if (!isRemoteEnabled(remote)) return fallback;
  return (
    <ErrorBoundary
      onReset={() => forgetFailedRemote(remote)}
      fallbackRender={({ resetErrorBoundary }) => (
        <Alert
          type="warning"
          showIcon
          title={<Trans>Tuto část portálu se nepodařilo načíst</Trans>}
          action={
            <Button size="small" onClick={resetErrorBoundary}>
              <Trans>Zkusit znovu</Trans>
            </Button>
          }
        />
      )}
    >
      <Suspense fallback={<Spin />}>
        <SlotContent slot={slot} props={props} fallback={fallback} />
      </Suspense>
    </ErrorBoundary>
  );
};
