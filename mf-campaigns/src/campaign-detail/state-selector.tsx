import { useLingui } from '@lingui/react/macro';
import { changeCampaignState } from '@portal/shared-contracts/campaign-detail';
import type { CampaignState } from '@portal/shared-contracts/campaigns';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Button, Flex, Select } from '@portal/shared-ui/components';
import { useState } from 'react';
import { CAMPAIGN_STATE_LABELS, stateOptions } from '../common/state-tag';
import { usePossibleStates } from './use-campaign-detail';
import { useTransitionNotice } from './use-transition-notice';

interface StateSelectorProps {
  campaignId: number;
  current: CampaignState;
  /** Reloads the campaign and its possible states; resolves when they are read again. */
  onChanged: () => Promise<void>;
}

/**
 * The retailer's manual state change (spec 000 §4, 001 §5): the current state and the server's
 * possible states; Save and Cancel appear once another state is picked, picking the current one
 * cancels. After a change a success message names the new state and the campaign and the possible
 * states reload (001 §7); a failure shows the server message or the unexpected error (001 §8).
 */
export function StateSelector({ campaignId, current, onChanged }: StateSelectorProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const notice = useTransitionNotice();
  const possible = usePossibleStates(campaignId, true);
  const [picked, setPicked] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const options = stateOptions(i18n, CAMPAIGN_STATE_LABELS, [
    current,
    ...(possible.data ?? []).filter((state) => state.id !== current.id),
  ]);

  const save = async () => {
    if (picked === null) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await changeCampaignState(campaignId, { stateId: picked });
      notice(t`Stav kampaně byl změněn.`, answer.campaignState);
      setPicked(null);
      await onChanged();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Select<number>
          id="campaign-state"
          aria-label={t`Stav kampaně`}
          style={{ minWidth: 220 }}
          loading={possible.isLoading}
          disabled={saving}
          options={options}
          value={picked ?? current.id}
          onChange={(value) => {
            setError(null);
            setPicked(value === current.id ? null : value);
          }}
        />
        {picked !== null && (
          <>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t`Uložit stav`}
            </Button>
            <Button
              disabled={saving}
              onClick={() => {
                setPicked(null);
                setError(null);
              }}
            >
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
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
