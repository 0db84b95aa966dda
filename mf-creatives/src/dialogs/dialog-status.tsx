import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { Alert, LoadError, LoadingPanel } from '@portal/shared-ui/components';
import type { useItemDetail } from '../common/use-item';

/**
 * What a dialog shows before its item is there: the load, a missing item (404, or one of another
 * campaign) or a failed load with a retry; null once the item can be shown.
 */
export function ItemDialogStatus({
  answer,
  campaignId,
}: {
  answer: ReturnType<typeof useItemDetail>;
  campaignId: number;
}) {
  const { t } = useLingui();
  const notFound =
    (isApiError(answer.error) && answer.error.status === 404) ||
    (answer.data !== undefined && answer.data.item.campaignId !== campaignId);
  if (notFound) return <Alert type="warning" showIcon title={t`Aktivita nebyla nalezena`} />;
  if (answer.error && !answer.data)
    return (
      <LoadError
        title={t`Aktivitu se nepodařilo načíst.`}
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  if (!answer.data) return <LoadingPanel compact />;
  return null;
}
