import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import {
  LANDING_PAGE_TYPE_NAME_MAX_LENGTH,
  SIZE_EXTERNAL_ID_MAX,
  type LandingPageType,
} from '@portal/shared-contracts/landing-pages';
import { ApiForm, CheckboxField, FormActions, TextField } from '@portal/shared-ui/form';
import { ControlField } from '../common/control-field';
import { SaveFailure } from '../common/edit-conflict';
import { NumberInputField } from '../common/number-input-field';
import { CreativeFormatSelect } from './creative-format-select';
import { TargetSelect } from './target-select';
import { useLandingPageTypeForm } from './use-landing-page-type-form';

interface LandingPageTypeFormProps {
  /** The type to change; null for a new one. */
  type: LandingPageType | null;
  onCancel: () => void;
  onSaved: (saved: LandingPageType) => void;
  /** Reads the type again and restarts the form from it (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

const id = (field: string) => `landing-page-type-${field}`;

/** The card's fields and buttons; Save stays disabled until there is a name (spec 001 §5). */
export function LandingPageTypeForm({ type, onCancel, onSaved, onReload }: LandingPageTypeFormProps) {
  const { t } = useLingui();
  const { form, conflict } = useLandingPageTypeForm(type, onSaved, onReload);
  const pages = type?.landingPagesCount ?? 0;
  // The server refuses a new format while pages hold the old one's fields (409): say so up front.
  const formatHelp =
    pages > 0
      ? plural(pages, {
          one: 'Formát nelze změnit, používá ho # landing page.',
          few: 'Formát nelze změnit, používají ho # landing pages.',
          other: 'Formát nelze změnit, používá ho # landing pages.',
        })
      : undefined;

  return (
    <ApiForm form={form} aria-label={t`Typ landing page`}>
      {({ values }) => (
        <>
          <TextField
            name="name"
            id={id('name')}
            label={t`Název`}
            required
            showCount
            maxLength={LANDING_PAGE_TYPE_NAME_MAX_LENGTH}
          />
          <ControlField<number | null>
            name="creativeFormatId"
            id={id('creativeFormatId')}
            label={t`Formát kreativy`}
            required
            help={formatHelp}
          >
            {({ input, aria, status }) => (
              <CreativeFormatSelect
                id={id('creativeFormatId')}
                value={input.value ?? null}
                current={type?.creativeFormat ?? null}
                disabled={pages > 0}
                onChange={input.onChange}
                status={status}
                {...aria}
              />
            )}
          </ControlField>
          <NumberInputField
            precision={0}
            name="sizeExternalId"
            id={id('sizeExternalId')}
            label={t`ID velikosti`}
            required
            min={1}
            max={SIZE_EXTERNAL_ID_MAX}
          />
          <ControlField<NamedRef[]>
            name="allowedTargets"
            id={id('allowedTargetIds')}
            label={t`Povolené weby`}
            help={t`Bez vybraného webu lze typ použít pro landing pages na všech webech.`}
          >
            {({ input, aria, status }) => (
              <TargetSelect
                id={id('allowedTargetIds')}
                value={input.value || []}
                onChange={input.onChange}
                status={status}
                {...aria}
              />
            )}
          </ControlField>
          <CheckboxField name="active" id={id('active')} label={t`Aktivní`} />
          <SaveFailure failure={null} conflict={conflict} />
          {/* The spec keeps Save off until there is a name; the other fields speak when it is pressed. */}
          <FormActions submitText={t`Uložit`} onCancel={onCancel} disabled={!values.name?.trim()} />
        </>
      )}
    </ApiForm>
  );
}
