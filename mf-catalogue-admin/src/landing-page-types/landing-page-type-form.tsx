import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  LANDING_PAGE_TYPE_NAME_MAX_LENGTH,
  SIZE_EXTERNAL_ID_MAX,
  type LandingPageType,
} from '@portal/shared-contracts/landing-pages';
import {
  ApiForm,
  CheckboxField,
  FormActions,
  NumberField,
  SelectField,
  TextField,
} from '@portal/shared-ui/form';
import { CreativeFormatsLoadError, useCreativeFormatOptions } from '../common/creative-format-options';
import { SaveFailure } from '../common/edit-conflict';
import { searchTargetOptions } from '../common/target-search';
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
  const formats = useCreativeFormatOptions();
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
          <SelectField<number>
            name="creativeFormatId"
            id={id('creativeFormatId')}
            label={t`Formát kreativy`}
            required
            help={formatHelp}
            disabled={pages > 0}
            placeholder={t`Vyberte formát kreativy`}
            options={formats.options}
            loading={formats.loading}
            // The type's own format by name before the list arrives.
            selected={
              type?.creativeFormat ? { value: type.creativeFormat.id, label: type.creativeFormat.name } : null
            }
          />
          <CreativeFormatsLoadError loadError={formats.loadError} />
          <NumberField
            name="sizeExternalId"
            id={id('sizeExternalId')}
            label={t`ID velikosti`}
            required
            min={1}
            max={SIZE_EXTERNAL_ID_MAX}
            grouped={false}
          />
          {/* The shops with their names: one deactivated since stays named. */}
          <SelectField<number>
            named
            multiple
            name="allowedTargets"
            id={id('allowedTargetIds')}
            label={t`Povolené weby`}
            help={t`Bez vybraného webu lze typ použít pro landing pages na všech webech.`}
            search={searchTargetOptions}
            allowClear
            placeholder={t`Všechny weby`}
          />
          <CheckboxField name="active" id={id('active')} label={t`Aktivní`} />
          <SaveFailure failure={null} conflict={conflict} />
          {/* The spec keeps Save off until there is a name; the other fields speak when it is pressed. */}
          <FormActions submitText={t`Uložit`} onCancel={onCancel} disabled={!values.name?.trim()} />
        </>
      )}
    </ApiForm>
  );
}
