import { useLingui } from '@lingui/react/macro';
import { deleteCampaign } from '@portal/shared-contracts/campaign-detail';
import { type DeleteConfirmation, notification } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';

/**
 * Delete campaign, after a confirmation; a success message says so. Spec 001 §8: a failure shows the
 * unexpected error and the user goes to the campaign list anyway (the campaign may be gone or locked;
 * the list tells). Returns the function that asks.
 */
export function useDeleteCampaign(
  campaign: { id: number; name: string },
  confirmDelete: (confirmation: DeleteConfirmation) => void,
) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const name = campaign.name;

  return () =>
    confirmDelete({
      title: t`Smazat kampaň`,
      question: t`Opravdu chcete smazat kampaň ${name} se všemi jejími položkami?`,
      onConfirm: async () => {
        try {
          await deleteCampaign(campaign.id);
          notification.success({
            title: t`Kampaň smazána`,
            description: t`Kampaň ${name} byla smazána i se všemi položkami.`,
          });
        } catch {
          notification.error({
            title: t`Nastala neočekávaná chyba`,
            description: t`Kampaň ${name} se nepodařilo smazat.`,
          });
        }
        void navigate('/campaigns');
        return null;
      },
    });
}
