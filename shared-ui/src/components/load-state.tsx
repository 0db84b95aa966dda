import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Flex, Spin } from 'antd';
import { useErrorText } from '../errors/error-text';

/**
 * A load under way: a centred spinner with its text, large on a page and smaller (`compact`) in a
 * dialog or a drawer. `width` makes room for a longer text.
 */
export function LoadingPanel({
  compact = false,
  text,
  width = 120,
}: {
  compact?: boolean;
  text?: string;
  width?: number;
}) {
  const { t } = useLingui();
  return (
    <Flex justify="center" style={{ padding: compact ? 32 : 48 }}>
      <Spin size={compact ? undefined : 'large'} description={text ?? t`Načítání…`}>
        <div style={{ width, height: compact ? 40 : 60 }} />
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
