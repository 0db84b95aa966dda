import { useLingui } from '@lingui/react/macro';
import { Button, PlusOutlined, SearchOutlined, type ButtonProps } from '@portal/shared-ui/components';
import type { ReactNode } from 'react';
import { Code, tableCell, COMPONENTS, importLine, Sample, Section } from './sample';

interface Variant {
  key: string;
  label: string;
  /** The props as a remote writes them, shown beside the row. */
  code: string;
  props: ButtonProps;
  text: ReactNode;
}

const SIZES = ['large', 'middle', 'small'] as const;

export function ButtonsSection() {
  const { t } = useLingui();
  const label = t`Tlačítko`;
  const variants: Variant[] = [
    {
      key: 'primary',
      label: t`Hlavní akce`,
      code: 'type="primary"',
      props: { type: 'primary' },
      text: label,
    },
    { key: 'default', label: t`Výchozí`, code: 'type="default"', props: { type: 'default' }, text: label },
    { key: 'dashed', label: t`Čárkované`, code: 'type="dashed"', props: { type: 'dashed' }, text: label },
    { key: 'text', label: t`Textové`, code: 'type="text"', props: { type: 'text' }, text: label },
    { key: 'link', label: t`Odkaz`, code: 'type="link"', props: { type: 'link' }, text: label },
    {
      key: 'danger-primary',
      label: t`Nebezpečná akce`,
      code: 'type="primary" danger',
      props: { type: 'primary', danger: true },
      text: t`Smazat`,
    },
    {
      key: 'danger-default',
      label: t`Nebezpečná akce, vedlejší`,
      code: 'danger',
      props: { danger: true },
      text: t`Smazat`,
    },
    {
      key: 'disabled',
      label: t`Nedostupné`,
      code: 'type="primary" disabled',
      props: { type: 'primary', disabled: true },
      text: label,
    },
    {
      key: 'loading',
      label: t`Probíhá akce`,
      code: 'type="primary" loading',
      props: { type: 'primary', loading: true },
      text: t`Ukládání`,
    },
    {
      key: 'icon',
      label: t`S ikonou`,
      code: 'type="primary" icon={<PlusOutlined />}',
      props: { type: 'primary', icon: <PlusOutlined /> },
      text: t`Přidat`,
    },
    {
      key: 'icon-only',
      label: t`Jen ikona (s aria-label)`,
      code: `shape="circle" icon={<SearchOutlined />} aria-label="…"`,
      props: { shape: 'circle', icon: <SearchOutlined />, 'aria-label': t`Hledat` },
      text: null,
    },
  ];
  const sizeLabels = { large: t`Velké`, middle: t`Střední`, small: t`Malé` };

  return (
    <Section
      id="buttons"
      title={t`Tlačítka`}
      description={t`Každý typ tlačítka antd ve třech velikostech: velké (size="large"), střední (výchozí, size="middle") a malé (size="small").`}
    >
      <Sample title={t`Typy a stavy`} imports={importLine(['Button', 'PlusOutlined'], COMPONENTS)}>
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th scope="col" style={tableCell}>
                  {t`Varianta`}
                </th>
                {SIZES.map((size) => (
                  <th key={size} scope="col" style={tableCell}>
                    {sizeLabels[size]} <Code>{`size="${size}"`}</Code>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {variants.map((variant) => (
                <tr key={variant.key} data-testid={`button-variant-${variant.key}`}>
                  <th scope="row" style={{ ...tableCell, fontWeight: 'normal' }}>
                    <div>{variant.label}</div>
                    <Code>{variant.code}</Code>
                  </th>
                  {SIZES.map((size) => (
                    <td key={size} style={tableCell}>
                      <Button {...variant.props} size={size}>
                        {variant.text}
                      </Button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Sample>
    </Section>
  );
}
