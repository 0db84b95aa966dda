import { useLingui } from '@lingui/react/macro';
import { Breadcrumb, type BreadcrumbProps } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { landingPagePath, type LandingPageView } from './landing-page-view';

/** Landing pages → the page (its detail) → the view being shown (edit, preview). */
export function LandingPageBreadcrumb({
  page,
  view,
}: {
  page: { id: number; name: string } | null;
  view: LandingPageView;
}) {
  const { t } = useLingui();
  const items: BreadcrumbProps['items'] = [
    { key: 'list', title: <Link to="/landing-pages">{t`Landing pages`}</Link> },
  ];
  if (page && view === 'detail') items.push({ key: 'page', title: page.name, 'aria-current': 'page' });
  if (page && view !== 'detail') {
    items.push({ key: 'page', title: <Link to={landingPagePath(page.id)}>{page.name}</Link> });
    items.push({
      key: 'view',
      title: view === 'edit' ? t`Úprava` : t`Náhled`,
      'aria-current': 'page',
    });
  }
  return <Breadcrumb aria-label={t`Drobečková navigace`} items={items} style={{ marginBottom: 8 }} />;
}
