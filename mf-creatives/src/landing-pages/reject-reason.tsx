import { useLingui } from '@lingui/react/macro';
import { visibleNotes, type LandingPage } from '@portal/shared-contracts/landing-pages';
import { Alert, Typography } from '@portal/shared-ui/components';

/** The retailer's reason for returning the page, shown only while it is returned (visibleNotes). */
export function RejectReason({ page }: { page: Pick<LandingPage, 'creativeState' | 'notes'> }) {
  const { t } = useLingui();
  const notes = visibleNotes(page.creativeState, page.notes);
  if (!notes) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t`Landing page byla vrácena k úpravě`}
      description={
        <>
          <Typography.Text strong>{t`Důvod vrácení:`}</Typography.Text> {notes}
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
