import { Trans, useLingui } from '@lingui/react/macro';
import { ITEM_MESSAGE_MAX_LENGTH, updateCampaignItemMessage } from '@portal/shared-contracts/campaign-items';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Button, Flex, Input, Typography } from '@portal/shared-ui/components';
import { notification } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { anyCampaignItemKey } from './use-campaign-item';

interface ItemMessageProps {
  itemId: number;
  /** The item's name, for the success message. */
  itemName: string;
  message: string | null;
  /** Retailer staff (or a retailer acting as a buyer) write the message; everyone else reads it. */
  editable: boolean;
}

/**
 * The retailer's message to the buyer, edited in place (PUT /campaign-item/{id}/message); a save says
 * so in a success message.
 */
export function ItemMessage({ itemId, itemName, message, editable }: ItemMessageProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  // The saved text: the answer of the last save, so the view stays right without reloading the item;
  // a new text from the parent (the item read again) replaces it.
  const [saved, setSaved] = useState(message);
  const [given, setGiven] = useState(message);
  if (given !== message) {
    setGiven(message);
    setSaved(message);
  }
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await updateCampaignItemMessage(itemId, { message: draft });
      setSaved(answer.message);
      setDraft(null);
      notification.success({
        title: t`Zpráva uložena`,
        description: t`Zpráva k položce ${itemName} je uložena.`,
      });
      // Pages holding the item read it again when next shown.
      void mutate(anyCampaignItemKey(itemId));
    } catch (failure) {
      // Spec §8: a failed item message update shows the server message.
      setError(errorText(failure));
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <Flex align="flex-start" justify="space-between" gap={12}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="item-message">
          {saved || '–'}
        </Typography.Paragraph>
        {editable && (
          <Button size="small" onClick={() => setDraft(saved ?? '')}>
            <Trans>Upravit zprávu</Trans>
          </Button>
        )}
      </Flex>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Input.TextArea
        aria-label={t`Zpráva pro zadavatele`}
        value={draft}
        maxLength={ITEM_MESSAGE_MAX_LENGTH}
        autoSize={{ minRows: 3, maxRows: 10 }}
        showCount
        onChange={(event) => setDraft(event.target.value)}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
      <Flex gap={8} style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          <Trans>Uložit zprávu</Trans>
        </Button>
        <Button
          disabled={saving}
          onClick={() => {
            setDraft(null);
            setError(null);
          }}
        >
          <Trans>Zrušit</Trans>
        </Button>
      </Flex>
    </form>
  );
}
