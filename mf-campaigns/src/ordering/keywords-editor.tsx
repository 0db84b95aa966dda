import { useLingui } from '@lingui/react/macro';
import { KEYWORD_MAX_LENGTH } from '@portal/shared-contracts/campaign-items';
import { Button, Checkbox, Flex, Input, PlusOutlined } from '@portal/shared-ui/components';
import { DeleteOutlined } from '@portal/shared-ui/form-components';
import type { KeywordRow } from './order-values';

interface KeywordsEditorProps {
  value: KeywordRow[];
  onChange: (keywords: KeywordRow[]) => void;
  required: boolean;
  error?: string | null;
}

/**
 * Keywords of a search product (document 2 §5): a list of values, each with an exact-match flag, at
 * most 255 characters; a top-in-search product needs at least one.
 */
export function KeywordsEditor({ value, onChange, required, error }: KeywordsEditorProps) {
  const { t } = useLingui();
  const update = (key: number, change: Partial<KeywordRow>) =>
    onChange(value.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const nextKey = value.reduce((max, row) => Math.max(max, row.key), -1) + 1;
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: '0 0 16px' }}
      aria-describedby={error ? 'keywords-error' : undefined}
    >
      <legend style={{ fontWeight: 500, marginBottom: 4, fontSize: 14 }}>
        {t`Klíčová slova`}
        {required && (
          <span aria-hidden="true" style={{ color: '#ff4d4f', marginLeft: 4 }}>
            *
          </span>
        )}
      </legend>
      <Flex vertical gap={8}>
        {value.map((row, index) => {
          const position = index + 1;
          const tooLong = row.value.trim().length > KEYWORD_MAX_LENGTH;
          return (
            <Flex key={row.key} gap={8} align="center" wrap>
              <Input
                aria-label={t`Klíčové slovo ${position}`}
                value={row.value}
                status={tooLong ? 'error' : undefined}
                style={{ flex: '1 1 240px' }}
                onChange={(event) => update(row.key, { value: event.target.value })}
              />
              <Checkbox
                checked={row.exactMatch}
                onChange={(event) => update(row.key, { exactMatch: event.target.checked })}
              >
                {t`Přesná shoda`}
              </Checkbox>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t`Odebrat klíčové slovo ${position}`}
                onClick={() => onChange(value.filter((other) => other.key !== row.key))}
              />
            </Flex>
          );
        })}
        <div>
          <Button
            icon={<PlusOutlined />}
            onClick={() => onChange([...value, { key: nextKey, value: '', exactMatch: false }])}
          >
            {t`Přidat klíčové slovo`}
          </Button>
        </div>
      </Flex>
      {error && (
        <div id="keywords-error" role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
