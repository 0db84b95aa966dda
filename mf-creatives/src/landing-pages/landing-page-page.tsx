import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { landingPageEditable } from '@portal/shared-contracts/landing-pages';
import { parseRouteId, useCurrentUser } from '@portal/shared-ui';
import { Alert, Flex, LoadError, LoadingPanel, PageTitle, StatusPanel } from '@portal/shared-ui/components';
import { Link, useNavigate, useParams, useSearchParams } from '@portal/shared-ui/router';
import { CreativeStateTag } from '../common/creative-state-tag';
import { ruleViewer } from '@portal/shared-ui';
import { QueueBar } from '../review-queue/queue-bar';
import { useQueueReview } from '../review-queue/use-queue-review';
import { LandingPageBreadcrumb } from './landing-page-breadcrumb';
import { LandingPageDetail } from './landing-page-detail';
import { LandingPageEditor } from './landing-page-editor';
import { LandingPagePreview } from './landing-page-preview';
import { resolveLandingPageView, VIEW_PARAM, type LandingPageView } from './landing-page-view';
import { useKeepLandingPage, useLandingPage } from './use-landing-page';

/** An unknown page, or another tenant's (the API answers 404 for both). */
function LandingPageNotFound() {
  const { t } = useLingui();
  return (
    <StatusPanel
      code="404"
      tone="warning"
      title={t`Landing page nebyla nalezena`}
      text={t`Stránku, kterou hledáte, nemůžeme najít.`}
      action={<Link to="/landing-pages">{t`Zpět na landing pages`}</Link>}
    />
  );
}

/**
 * A landing page at /landing-pages/:landingPageId (spec 000 §2): the detail, the edit (?view=edit)
 * and the preview (?view=preview), the view kept in the address so that a reload or a shared link
 * shows the same. An edit the page's state refuses the viewer shows the detail, saying why.
 */
export default function LandingPagePage() {
  const { t } = useLingui();
  const params = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser()!;
  const keep = useKeepLandingPage();
  const id = parseRouteId(params.landingPageId);
  const answer = useLandingPage(id);
  const queue = useQueueReview();

  if (id === null || (isApiError(answer.error) && answer.error.status === 404))
    return <LandingPageNotFound />;
  if (answer.error && !answer.data)
    return (
      <LoadError
        title={t`Landing page se nepodařilo načíst.`}
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  if (!answer.data) return <LoadingPanel />;

  const page = answer.data;
  const viewer = ruleViewer(user);
  const editable = landingPageEditable(page.creativeState, viewer);
  const { view, editRefused } = resolveLandingPageView(
    searchParams.get(VIEW_PARAM),
    page.creativeState,
    viewer,
  );
  const go = (next: LandingPageView) => setSearchParams(next === 'detail' ? {} : { [VIEW_PARAM]: next });

  return (
    <article aria-labelledby="landing-page-title" style={{ maxWidth: 1080 }}>
      <LandingPageBreadcrumb page={page} view={view} />
      <Flex align="center" gap={12} wrap style={{ marginTop: 8, marginBottom: 16 }}>
        <PageTitle id="landing-page-title" style={{ margin: 0 }}>
          {page.name}
        </PageTitle>
        <CreativeStateTag state={page.creativeState} />
      </Flex>
      {queue && view === 'preview' && (
        <QueueBar review={queue} entry={{ kind: 'landingPage', id: page.id }} />
      )}
      {editRefused && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            page.creativeState === 'approved'
              ? t`Schválenou landing page už nelze upravovat.`
              : t`Landing page čeká na schválení retailerem, do jeho rozhodnutí ji nelze upravovat.`
          }
        />
      )}
      {view === 'detail' && (
        <LandingPageDetail
          page={page}
          editable={editable}
          onBack={() => void navigate('/landing-pages')}
          onEdit={() => go('edit')}
          onPreview={() => go('preview')}
        />
      )}
      {view === 'edit' && (
        <LandingPageEditor
          key={page.id}
          page={page}
          onChanged={keep}
          onSaved={() => go('preview')}
          onCancel={() => go('detail')}
        />
      )}
      {view === 'preview' && (
        <LandingPagePreview
          page={page}
          viewer={viewer}
          editable={editable}
          onChanged={keep}
          onReviewed={queue ? () => queue.next({ kind: 'landingPage', id: page.id }) : undefined}
          onBack={() => go('detail')}
          onEdit={() => go('edit')}
        />
      )}
    </article>
  );
}
