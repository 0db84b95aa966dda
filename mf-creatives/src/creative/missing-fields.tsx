import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/shared-ui/components';

/**
 * The required fields still empty, by display name (spec 001 §5: listed unless a zip is uploaded;
 * converted and shop-data fields never count). Nothing when every one is filled.
 */
export function MissingFields({ names, zipUploaded }: { names: readonly string[]; zipUploaded: boolean }) {
  const { t } = useLingui();
  if (zipUploaded || names.length === 0) return null;
  const count = names.length;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={plural(count, {
        one: 'Chybí vyplnit # povinné pole:',
        few: 'Chybí vyplnit # povinná pole:',
        other: 'Chybí vyplnit # povinných polí:',
      })}
      description={
        <ul aria-label={t`Chybějící pole`} style={{ margin: 0, paddingLeft: 20 }}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      }
    />
  );
}
