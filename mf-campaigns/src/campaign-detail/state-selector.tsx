import { useLingui } from '@lingui/react/macro';
import { changeCampaignState } from '@portal/shared-contracts/campaign-detail';
import type { CampaignState } from '@portal/shared-contracts/campaigns';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Button, Flex, Select } from '@portal/shared-ui/components';
import { ApiForm, FormError, useApiForm, useField, useFormState } from '@portal/shared-ui/form';
import { CAMPAIGN_STATE_LABELS, stateOptions } from '../common/state-tag';
import { usePossibleStates } from './use-campaign-detail';
import { useTransitionNotice } from './use-transition-notice';

interface StateSelectorProps {
  campaignId: number;
  current: CampaignState;
  /** Reloads the campaign and its possible states; resolves when they are read again. */
  onChanged: () => Promise<void>;
}

interface StateChoice {
  /** The state picked other than the current one; null while the current one shows. */
  stateId: number | null;
}

const UNCHANGED: StateChoice = { stateId: null };

/**
 * The retailer's manual state change (spec 000 §4, 001 §5): the current state and the server's
 * possible states; Save and Cancel appear once another state is picked, picking the current one
 * cancels. After a change a success message names the new state and the campaign and the possible
 * states reload (001 §7); a failure shows the server message or the unexpected error (001 §8).
 */
export function StateSelector({ campaignId, current, onChanged }: StateSelectorProps) {
  const { t } = useLingui();
  const notice = useTransitionNotice();
  const form = useApiForm<StateChoice, StateChoice, Awaited<ReturnType<typeof changeCampaignState>>>({
    initialValues: UNCHANGED,
    submit: ({ stateId }) => changeCampaignState(campaignId, { stateId: stateId! }),
    onSuccess: async (answer) => {
      notice(t`Stav kampaně byl změněn.`, answer.campaignState);
      await onChanged();
      return UNCHANGED;
    },
    // Spec 001 §8: the server message (or the unexpected error) under the selector.
    formError: 'whole',
    // A choice of one value, saved or cancelled at once: nothing to lose by leaving.
    guardLeave: false,
  });
  return (
    <ApiForm form={form} aria-label={t`Stav kampaně`}>
      <StateChoiceFields campaignId={campaignId} current={current} />
    </ApiForm>
  );
}

function StateChoiceFields({ campaignId, current }: Pick<StateSelectorProps, 'campaignId' | 'current'>) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const possible = usePossibleStates(campaignId, true);
  const { input } = useField<number | null>('stateId', { allowNull: true, format: (value) => value });
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const picked = input.value ?? null;
  const options = stateOptions(i18n, CAMPAIGN_STATE_LABELS, [
    current,
    ...(possible.data ?? []).filter((state) => state.id !== current.id),
  ]);

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Select<number>
          id="campaign-state"
          aria-label={t`Stav kampaně`}
          style={{ minWidth: 220 }}
          loading={possible.isLoading}
          disabled={submitting}
          options={options}
          value={picked ?? current.id}
          onChange={(value) => input.onChange(value === current.id ? null : value)}
        />
        {picked !== null && (
          <>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t`Uložit stav`}
            </Button>
            <Button disabled={submitting} onClick={() => input.onChange(null)}>
              {t`Zrušit`}
            </Button>
          </>
        )}
      </Flex>
      {possible.error && (
        <Alert
          type="warning"
          showIcon
          title={t`Možné stavy se nepodařilo načíst: ${errorText(possible.error)}`}
        />
      )}
      <FormError />
    </Flex>
  );
}
