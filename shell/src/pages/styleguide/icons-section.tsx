import { useLingui } from '@lingui/react/macro';
import { PRODUCT_ICON_NAMES } from '@portal/shared-contracts/catalogue';
import * as components from '@portal/shared-ui/components';
import { Flex, Typography } from '@portal/shared-ui/components';
import * as formComponents from '@portal/shared-ui/form-components';
import { ProductIcon } from '@portal/shared-ui/form-components';
import type { ComponentType, CSSProperties } from 'react';
import { Code, COMPONENTS, FORM_COMPONENTS, importLine, Sample, Section } from './sample';

type Icon = ComponentType<{ style?: CSSProperties }>;

/**
 * Read from the entries themselves rather than listed here, so an icon added to shared-ui shows up
 * without anyone remembering this page.
 */
function exportedIcons(entry: object, from: string): { name: string; Icon: Icon; from: string }[] {
  return Object.entries(entry)
    .filter(([name]) => name.endsWith('Outlined'))
    .map(([name, Icon]) => ({ name, Icon: Icon as Icon, from }));
}

const SHARED_ICONS = [
  ...exportedIcons(components, COMPONENTS),
  ...exportedIcons(formComponents, FORM_COMPONENTS),
].sort((a, b) => a.name.localeCompare(b.name));

const tileStyle: CSSProperties = { width: 160, padding: 8, textAlign: 'center' };
const listStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

export function IconsSection() {
  const { t } = useLingui();
  return (
    <Section
      id="icons"
      title={t`Ikony`}
      description={t`Kliknutím na ikonu kopírování u názvu jej zkopírujete.`}
    >
      <Sample
        title={t`Ikony produktů`}
        imports={[
          importLine(['ProductIcon', 'PRODUCT_ICONS'], FORM_COMPONENTS),
          importLine(['PRODUCT_ICON_NAMES'], '@portal/shared-contracts/catalogue'),
        ]}
        usage={'<ProductIcon name="banner" />'}
        description={t`Sedmnáct předvoleb, ze kterých se vybírá ikona produktu. Název předvolby je hodnota ikony v nastavení produktu; neznámý nebo chybějící název ukáže neutrální ikonu.`}
      >
        <ul aria-label={t`Ikony produktů`} style={listStyle}>
          {PRODUCT_ICON_NAMES.map((name) => (
            <li key={name} style={tileStyle}>
              <Flex vertical align="center" gap={8}>
                <ProductIcon name={name} />
                <Code>{name}</Code>
              </Flex>
            </li>
          ))}
        </ul>
        <Flex align="center" gap={8} style={{ marginTop: 16 }}>
          <ProductIcon name={null} />
          <Typography.Text type="secondary">{t`Bez ikony nebo neznámý název`}</Typography.Text>
          <Code>{'<ProductIcon name={null} />'}</Code>
        </Flex>
      </Sample>

      <Sample
        title={t`Další ikony shared-ui`}
        imports={[importLine(['PlusOutlined'], COMPONENTS), importLine(['EditOutlined'], FORM_COMPONENTS)]}
        description={t`Ikony Ant Design, které shared-ui exportuje; u každé je vstupní bod, ze kterého se importuje. Chybí-li ikona, přidejte ji do shared-ui, ne import z @ant-design/icons.`}
      >
        <ul aria-label={t`Ikony shared-ui`} style={listStyle}>
          {SHARED_ICONS.map(({ name, Icon, from }) => (
            <li key={name} style={tileStyle} data-testid={`icon-${name}`}>
              <Flex vertical align="center" gap={4}>
                <Icon style={{ fontSize: 24 }} />
                <Code>{name}</Code>
                <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                  {from.replace('@portal/shared-ui/', '')}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      </Sample>
    </Section>
  );
}
