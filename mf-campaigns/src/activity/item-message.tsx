import { Trans, useLingui } from '@lingui/react/macro';
import {
  ITEM_MESSAGE_MAX_LENGTH,
  ItemMessageRequestSchema,
  updateCampaignItemMessage,
  type CampaignItemActionResponse,
  type ItemMessageRequest,
} from '@portal/shared-contracts/campaign-items';
import { Button, Flex, Typography } from '@portal/shared-ui/components';
import { ApiForm, FormActions, TextField, useApiForm } from '@portal/shared-ui/form';
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
  // The saved text: the answer of the last save, so the view stays right without reloading the item;
  // a new text from the parent (the item read again) replaces it.
  const [saved, setSaved] = useState(message);
  const [given, setGiven] = useState(message);
  if (given !== message) {
    setGiven(message);
    setSaved(message);
  }
  const [editing, setEditing] = useState(false);

  if (!editing) {
    return (
      <Flex align="flex-start" justify="space-between" gap={12}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="item-message">
          {saved || '–'}
        </Typography.Paragraph>
        {editable && (
          <Button size="small" onClick={() => setEditing(true)}>
            <Trans>Upravit zprávu</Trans>
          </Button>
        )}
      </Flex>
    );
  }
  return (
    <ItemMessageForm
      itemId={itemId}
      itemName={itemName}
      message={saved}
      onSaved={(answer) => {
        setSaved(answer);
        setEditing(false);
      }}
      onCancel={() => setEditing(false)}
    />
  );
}

interface ItemMessageFormProps {
  itemId: number;
  itemName: string;
  message: string | null;
  onSaved: (message: string | null) => void;
  onCancel: () => void;
}

/** The message being written; empty clears it. */
function ItemMessageForm({ itemId, itemName, message, onSaved, onCancel }: ItemMessageFormProps) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const form = useApiForm<ItemMessageRequest, ItemMessageRequest, CampaignItemActionResponse>({
    initialValues: { message: message ?? '' },
    schema: ItemMessageRequestSchema,
    submit: (request) => updateCampaignItemMessage(itemId, request),
    onSuccess: (answer) => {
      notification.success({
        title: t`Zpráva uložena`,
        description: t`Zpráva k položce ${itemName} je uložena.`,
      });
      // Pages holding the item read it again when next shown.
      void mutate(anyCampaignItemKey(itemId));
      onSaved(answer.message);
    },
    // Spec §8: a failed item message update shows the server message.
    formError: 'whole',
  });
  return (
    <ApiForm form={form} aria-label={t`Zpráva pro zadavatele`}>
      {/* Opened to write the message: the person types at once. */}
      <TextField
        name="message"
        label={t`Zpráva pro zadavatele`}
        rows={{ minRows: 3, maxRows: 10 }}
        maxLength={ITEM_MESSAGE_MAX_LENGTH}
        showCount
        autoFocus
      />
      <FormActions submitText={t`Uložit zprávu`} onCancel={onCancel} />
    </ApiForm>
  );
}
