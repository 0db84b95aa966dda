import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import {
  canSendLandingPageForCheck,
  requestLandingPageCheck,
  type LandingPage,
} from '@portal/shared-contracts/landing-pages';
import { Button, Typography } from '@portal/shared-ui/components';
import { notification, useConfirm } from '@portal/shared-ui/form-components';
import { useErrorText } from '../common/error-text';

/**
 * A buyer's "Send for approval" (spec 001 §5): enabled when the page is filled and neither approved
 * nor waiting (canSendLandingPageForCheck), saying why not otherwise; asks first, as it cannot be
 * edited until the retailer decides.
 */
export function SendForApproval({
  page,
  viewer,
  onChanged,
}: {
  page: LandingPage;
  viewer: RuleViewer;
  onChanged: (page: LandingPage) => Promise<void>;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [confirm, holder] = useConfirm();
  const sendable = canSendLandingPageForCheck(page.creativeState, page.filled, viewer);
  const name = page.name;
  let hint: string | null = null;
  if (page.creativeState === 'waiting-for-approval') hint = t`Landing page čeká na schválení.`;
  else if (page.creativeState === 'approved') hint = t`Landing page je schválená.`;
  else if (!page.filled) hint = t`Ke schválení lze odeslat až vyplněnou landing page.`;

  const send = () =>
    confirm({
      title: t`Odeslat landing page ke schválení?`,
      question: t`Landing page ${name} bude odeslána retailerovi ke schválení. Do jeho rozhodnutí ji nelze upravovat.`,
      okText: t`Odeslat`,
      onConfirm: async () => {
        try {
          const sent = await requestLandingPageCheck(page.id);
          notification.success({
            title: t`Landing page odeslána ke schválení`,
            description: t`Retailer landing page ${name} zkontroluje a schválí, nebo ji vrátí k úpravě.`,
          });
          await onChanged(sent);
          return null;
        } catch (caught) {
          return errorText(caught);
        }
      },
    });

  return (
    <>
      {holder}
      <Button
        type="primary"
        disabled={!sendable}
        aria-describedby={!sendable && hint ? 'send-hint' : undefined}
        onClick={send}
      >
        {t`Odeslat ke schválení`}
      </Button>
      {!sendable && hint && (
        <Typography.Text type="secondary" id="send-hint">
          {hint}
        </Typography.Text>
      )}
    </>
  );
}
