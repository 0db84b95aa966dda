import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@portal/shared-ui/components';

/** A list's failed load: the server message and a retry. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={message}
      action={
        <Button size="small" onClick={onRetry}>
          <Trans>Zkusit znovu</Trans>
        </Button>
      }
    />
  );
}
