import { useLingui } from '@lingui/react/macro';
import {
  CATEGORY_TITLE_MAX_LENGTH,
  CATEGORY_URL_MAX_LENGTH,
  type ProductCategory,
} from '@portal/shared-contracts/catalogue';
import {
  ApiForm,
  CheckboxField,
  FormActions,
  NumberField,
  SelectField,
  TextField,
} from '@portal/shared-ui/form';
import { SaveFailure } from '../common/edit-conflict';
import { searchTargetOptions } from '../common/target-search';
import { CategoryTextFields } from './category-text-fields';
import { useCategoryForm } from './use-category-form';

interface CategoryFormProps {
  /** The category to change; null for a new one. */
  category: ProductCategory | null;
  onCancel: () => void;
  onSaved: (saved: ProductCategory) => void;
  /** Reads the category again and restarts the form from it (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

/** The card's fields and buttons; Save stays disabled until the form is valid (spec 001 §5). */
export function CategoryForm({ category, onCancel, onSaved, onReload }: CategoryFormProps) {
  const { t } = useLingui();
  const { form, conflict } = useCategoryForm(category, onSaved, onReload);
  const targetHelp = t`Web, ze kterého položky vybírají cílové produkty a landing pages.`;

  return (
    <ApiForm form={form} aria-label={t`Kategorie produktů`}>
      <CategoryTextFields />
      {/* No min or max here: the input would silently clamp a typed value instead of saying what is wrong. */}
      <NumberField
        name="minDaysBeforeStartDate"
        id="category-minDaysBeforeStartDate"
        label={t`Minimální počet dní před začátkem`}
        required
        help={t`Kolik dní ode dneška nejdříve může začít položka produktu z této kategorie.`}
        width={160}
      />
      <TextField
        name="domainUrl"
        id="category-domainUrl"
        label={t`URL domény`}
        help={t`Cílové URL položek musí začínat touto adresou. Prázdné pole: bez omezení.`}
        type="url"
        placeholder="https://"
        maxLength={CATEGORY_URL_MAX_LENGTH}
      />
      {/* The shop with its name: the category's own may be one a search no longer finds. */}
      <SelectField<number>
        named
        name="target"
        id="category-targetId"
        label={t`Cílový web`}
        help={targetHelp}
        search={searchTargetOptions}
        allowClear
        placeholder={t`Bez cílového webu`}
      />
      <TextField
        name="sasName"
        id="category-sasName"
        label={t`Název v ad serveru (SAS)`}
        maxLength={CATEGORY_TITLE_MAX_LENGTH}
      />
      <CheckboxField
        name="active"
        id="category-active"
        label={t`Aktivní`}
        help={t`Produkty neaktivní kategorie nelze objednat.`}
      />
      <CheckboxField
        name="internal"
        id="category-internal"
        label={t`Interní`}
        help={t`Interní kategorii nabízí portál jen zaměstnancům retailera, dodavatelé a agentury ji nevidí.`}
      />
      <CheckboxField
        name="autoPauseFlight"
        id="category-autoPauseFlight"
        label={t`Automaticky pozastavit flight`}
      />
      <SaveFailure failure={null} conflict={conflict} />
      <FormActions submitText={t`Uložit`} onCancel={onCancel} disabledUntilValid />
    </ApiForm>
  );
}
