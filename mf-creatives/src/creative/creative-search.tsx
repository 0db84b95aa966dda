import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import {
  assignItemCreative,
  searchCreatives,
  type CreativeSummary,
} from '@portal/shared-contracts/creatives';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue, useErrorText } from '@portal/shared-ui';
import {
  Alert,
  Button,
  EmptyState,
  Flex,
  Input,
  SectionTitle,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { notification, PictureOutlined } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import useSWR from 'swr';
import { CreativeStateTag } from '../common/creative-state-tag';
import { formatDay } from '../common/format';

interface CreativeSearchProps {
  detail: CampaignItemDetail;
  /** After a creative was assigned to the item: the item's new answer. */
  onPicked: (detail: CampaignItemDetail) => void | Promise<void>;
  onCreateNew: () => void;
  /** A way back (to the preview), when the item has something to show. */
  onBack?: () => void;
}

const THUMBNAIL = 96;

/**
 * The search view (spec 000 §2): the company's creatives of the item's product (POST
 * /creatives/search, the name searched 500 ms after typing stops), each with its thumbnail, state and
 * last change (d.m.Y). Choosing one assigns it to the item; or a new one is created. While the item
 * does not allow its creative to change, the list is shown without the actions, with the reason.
 */
export function CreativeSearch({ detail, onPicked, onCreateNew, onBack }: CreativeSearchProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { item, campaign } = detail;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [picking, setPicking] = useState<number | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const found = useSWR(
    ['creative-search', item.product.id, campaign.company.id, search],
    ([, productId, companyId, phrase]) => searchCreatives({ search: phrase, productId, companyId }),
    { keepPreviousData: true },
  );
  const allowed = item.creativeEditAllowed;
  const productName = item.product.name;

  const pick = async (creative: CreativeSummary) => {
    setPicking(creative.id);
    setPickError(null);
    try {
      const answer = await assignItemCreative(item.id, creative.id);
      const name = creative.name;
      notification.success({
        title: t`Kreativa přiřazena`,
        description: t`Položka má nyní kreativu ${name}.`,
      });
      await onPicked(answer);
    } catch (caught) {
      setPickError(errorText(caught));
    } finally {
      setPicking(null);
    }
  };

  const columns: TableColumnsType<CreativeSummary> = [
    {
      key: 'preview',
      title: t`Náhled`,
      width: THUMBNAIL + 32,
      render: (_value, row) =>
        row.previewUrl ? (
          <img
            src={row.previewUrl}
            alt=""
            style={{ maxWidth: THUMBNAIL, maxHeight: THUMBNAIL, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <PictureOutlined aria-label={t`Bez náhledu`} style={{ fontSize: 32, color: '#bfbfbf' }} />
        ),
    },
    {
      key: 'name',
      title: t`Název`,
      render: (_value, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Typography.Text strong>{row.name}</Typography.Text>
          <Flex gap={4} wrap>
            {item.creative?.id === row.id && <Tag color="blue">{t`Přiřazená k položce`}</Tag>}
            {!row.filled && <Tag color="orange">{t`Nevyplněná`}</Tag>}
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t`Stav`,
      render: (_value, row) => <CreativeStateTag state={row.creativeState} />,
    },
    {
      key: 'updatedAt',
      title: t`Upraveno`,
      render: (_value, row) => formatDay(row.updatedAt),
    },
    ...(allowed
      ? [
          {
            key: 'actions',
            title: t`Akce`,
            render: (_value: unknown, row: CreativeSummary) => {
              const name = row.name;
              const current = item.creative?.id === row.id;
              return (
                <Button
                  type={current ? 'default' : 'primary'}
                  disabled={current || (picking !== null && picking !== row.id)}
                  loading={picking === row.id}
                  aria-label={t`Vybrat kreativu ${name}`}
                  onClick={() => void pick(row)}
                >
                  {t`Vybrat`}
                </Button>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="creative-search-title">
      <SectionTitle level={2} size={3} id="creative-search-title">
        {t`Vyberte kreativu`}
      </SectionTitle>
      <Typography.Paragraph type="secondary">
        {t`Kreativy firmy pro produkt ${productName}. Vyberte některou, nebo vytvořte novou.`}
      </Typography.Paragraph>
      {!allowed && (
        <Alert
          type="info"
          showIcon
          title={t`Kreativu položky teď nelze měnit.`}
          description={t`Kreativu lze měnit od schválení kampaně, dokud ji retailer nekontroluje ani neschválil.`}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Input.Search
          id="creative-search"
          aria-label={t`Hledat kreativu podle názvu`}
          placeholder={t`Hledat podle názvu`}
          allowClear
          value={text}
          onChange={(event) => setText(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Flex gap={8} wrap>
          {onBack && <Button onClick={onBack}>{t`Zpět na náhled`}</Button>}
          {allowed && (
            <Button type="primary" onClick={onCreateNew}>
              {t`Vytvořit novou kreativu`}
            </Button>
          )}
        </Flex>
      </Flex>
      {pickError && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setPickError(null) }}
          title={pickError}
          style={{ marginBottom: 16 }}
        />
      )}
      {found.error && (
        <Alert
          type="error"
          showIcon
          title={t`Kreativy se nepodařilo načíst.`}
          description={errorText(found.error)}
          action={
            <Button size="small" onClick={() => void found.mutate()}>
              {t`Zkusit znovu`}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<CreativeSummary>
        rowKey="id"
        columns={columns}
        dataSource={found.data ?? []}
        loading={found.isLoading || (found.isValidating && found.data === undefined)}
        pagination={false}
        locale={{ emptyText: <EmptyState /> }}
      />
    </section>
  );
}
