import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Spin } from '@portal/shared-ui/components';
import { useErrorText } from './error-text';

/** A load under way: a centred spinner with its text, smaller (`compact`) in a dialog. */
export function LoadingPanel({ compact = false, text }: { compact?: boolean; text?: string }) {
  const { t } = useLingui();
  return (
    <Flex justify="center" style={{ padding: compact ? 32 : 48 }}>
      <Spin size={compact ? undefined : 'large'} description={text ?? t`Načítání…`}>
        <div style={{ width: 160, height: compact ? 40 : 60 }} />
      </Spin>
    </Flex>
  );
}

/** A load that failed (spec 001 §8): what could not be loaded, the server's message and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t`Zkusit znovu`}
        </Button>
      }
    />
  );
}
