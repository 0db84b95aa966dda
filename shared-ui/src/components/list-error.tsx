import { Trans } from '@lingui/react/macro';
import { Alert, Button } from 'antd';
import { useErrorText } from '../errors/error-text';

/** A list's failed load (spec 001 §8): what went wrong, as the server says it, and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorText = useErrorText();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          <Trans>Zkusit znovu</Trans>
        </Button>
      }
    />
  );
}
