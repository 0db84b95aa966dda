import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import {
  canSendLandingPageForCheck,
  requestLandingPageCheck,
  type LandingPage,
} from '@portal/shared-contracts/landing-pages';
import { useErrorText } from '@portal/shared-ui';
import { Button } from '@portal/shared-ui/components';
import { notification, useConfirm } from '@portal/shared-ui/form-components';
import { ReasonTooltip } from '../common/reason-tooltip';

/**
 * A buyer's "Send for approval" (spec 001 §5): offered while the page is neither approved nor waiting,
 * enabled once it is filled (canSendLandingPageForCheck), its tooltip saying why not before; asks
 * first, as it cannot be edited until the retailer decides.
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
  // Waiting or approved, the action does not apply: not offered at all (spec 000 §4).
  const offered =
    !viewer.retailer && page.creativeState !== 'waiting-for-approval' && page.creativeState !== 'approved';

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

  if (!offered) return null;
  return (
    <>
      {holder}
      <ReasonTooltip reason={sendable ? null : t`Ke schválení lze odeslat až vyplněnou landing page.`}>
        <Button type="primary" disabled={!sendable} onClick={send}>
          {t`Odeslat ke schválení`}
        </Button>
      </ReasonTooltip>
    </>
  );
}
