import { useLingui } from '@lingui/react/macro';
import { RELEASE_TARGETS } from '@portal/shared-contracts/settings';
import { PageTitle, Typography } from '@portal/shared-ui/components';
import { ReleaseTargetSection } from './release-target-section';

/**
 * The releases of the front end at /settings/releases (administrators, issue 30): a section per
 * target — the shell and each remote — with what is live, previous, staged and previewed in this
 * session, the kept versions and the history; promote, roll back, end a staged release and try a
 * version in one's own browser, each after a confirmation.
 */
export default function ReleasesPage() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="releases-title">
      <PageTitle id="releases-title" style={{ marginBottom: 8 }}>
        {t`Vydání verzí`}
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {t`Každá část portálu se vydává samostatně. Nahraná verze nikoho neovlivní, dokud ji nenasadíte; vyzkoušet ji můžete nejdřív ve svém prohlížeči.`}
      </Typography.Paragraph>
      {RELEASE_TARGETS.map((target) => (
        <ReleaseTargetSection key={target} target={target} />
      ))}
    </section>
  );
}
