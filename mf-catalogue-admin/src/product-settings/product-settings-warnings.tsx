import { useLingui } from '@lingui/react/macro';
import type { ProductSettingsWarning } from '@portal/shared-contracts/catalogue';
import { Alert, Flex } from '@portal/shared-ui/components';

/**
 * What the saved product misses for the ad server to deliver it (spec 001 §5: warnings of the
 * product detail), as the API reports it; the list is the server's, so it follows the last save.
 */
export function ProductSettingsWarnings({ warnings }: { warnings: readonly ProductSettingsWarning[] }) {
  const { t } = useLingui();
  if (warnings.length === 0) return null;
  const text = (warning: ProductSettingsWarning) => {
    switch (warning) {
      case 'sizeExternalIdMissing':
        return {
          title: t`Produkt nemá ID velikosti.`,
          description: t`Bez ID velikosti ad server produkt nedoručí.`,
        };
      case 'creativeFormatMissing':
        return {
          title: t`Produkt nemá formát kreativy.`,
          description: t`Bez formátu kreativy nelze k položkám produktu vyplnit kreativu a ad server je nedoručí.`,
        };
    }
  };
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon {...text(warning)} />
      ))}
    </Flex>
  );
}
