import { useLingui } from '@lingui/react/macro';
import type { LandingPage } from '@portal/shared-contracts/landing-pages';
import { Button, Flex, Tag } from '@portal/shared-ui/components';
import { Descriptions, type DescriptionsProps } from '@portal/shared-ui/form-components';
import { CreativeStateTag } from '../common/creative-state-tag';
import { formatDay } from '../common/format';
import { RejectReason } from './reject-reason';

interface LandingPageDetailProps {
  page: LandingPage;
  /** The viewer may edit the page now (landingPageEditable). */
  editable: boolean;
  onBack: () => void;
  onEdit: () => void;
  onPreview: () => void;
}

/**
 * The detail view (spec 000 §2 "Landing pages"): name, state, active flag, target (the shop), the
 * vendor, and what else identifies the page (type, its address in the shop, the last change).
 */
export function LandingPageDetail({ page, editable, onBack, onEdit, onPreview }: LandingPageDetailProps) {
  const { t } = useLingui();
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t`Název`, children: page.name },
    { key: 'state', label: t`Stav`, children: <CreativeStateTag state={page.creativeState} /> },
    {
      key: 'active',
      label: t`Aktivní`,
      children: page.active ? <Tag color="green">{t`Ano`}</Tag> : <Tag>{t`Ne`}</Tag>,
    },
    { key: 'target', label: t`Cílový web`, children: `${page.target.name} (${page.target.domainUrl})` },
    { key: 'company', label: t`Inzerent`, children: page.company.name },
    { key: 'type', label: t`Typ`, children: page.type?.name ?? t`Bez typu` },
    {
      key: 'url',
      label: t`Adresa`,
      children: (
        <a href={page.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {page.url}
        </a>
      ),
    },
    { key: 'updatedAt', label: t`Naposledy změněna`, children: formatDay(page.updatedAt) },
  ];
  return (
    <>
      <RejectReason page={page} />
      <Descriptions bordered size="small" column={1} items={items} style={{ marginBottom: 24 }} />
      <Flex gap={8} wrap>
        <Button onClick={onBack}>{t`Zpět na seznam`}</Button>
        {editable && <Button onClick={onEdit}>{t`Upravit`}</Button>}
        <Button type="primary" onClick={onPreview}>
          {t`Náhled`}
        </Button>
      </Flex>
    </>
  );
}
