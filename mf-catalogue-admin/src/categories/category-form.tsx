import { useLingui } from '@lingui/react/macro';
import {
  CATEGORY_TITLE_MAX_LENGTH,
  CATEGORY_URL_MAX_LENGTH,
  type ProductCategory,
} from '@portal/shared-contracts/catalogue';
import { Button, Flex, Input } from '@portal/shared-ui/components';
import { InputNumber } from '@portal/shared-ui/form-components';
import { CheckboxField } from '../common/checkbox-field';
import { SaveFailure } from '../common/edit-conflict';
import { Field, fieldAria } from '../common/field';
import { CategoryTargetSelect } from './category-target-select';
import { CategoryTextFields } from './category-text-fields';
import { useCategoryForm, type CategoryField } from './use-category-form';

interface CategoryFormProps {
  /** The category to change; null for a new one. */
  category: ProductCategory | null;
  onCancel: () => void;
  onSaved: (saved: ProductCategory) => void;
  /** Reads the category again and restarts the form from it (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

const id = (field: CategoryField) => `category-${field}`;

/** The card's fields and buttons; Save stays disabled until the form is valid (spec 001 §5). */
export function CategoryForm({ category, onCancel, onSaved, onReload }: CategoryFormProps) {
  const { t } = useLingui();
  const form = useCategoryForm(category, onSaved, onReload);
  const { values, errors, set, touch } = form;
  const daysHelp = t`Kolik dní ode dneška nejdříve může začít položka produktu z této kategorie.`;
  const urlHelp = t`Cílové URL položek musí začínat touto adresou. Prázdné pole: bez omezení.`;
  const targetHelp = t`Web, ze kterého položky vybírají cílové produkty a landing pages.`;

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t`Kategorie produktů`}>
      <CategoryTextFields form={form} />
      <Field
        id={id('minDaysBeforeStartDate')}
        label={t`Minimální počet dní před začátkem`}
        required
        help={daysHelp}
        error={errors.minDaysBeforeStartDate}
      >
        {/* No min or max here: antd would silently clamp a typed value instead of saying what is wrong. */}
        <InputNumber<number>
          id={id('minDaysBeforeStartDate')}
          style={{ width: 160 }}
          precision={0}
          step={1}
          value={values.minDaysBeforeStartDate}
          aria-required
          onChange={(days) => set('minDaysBeforeStartDate', days)}
          onBlur={() => touch('minDaysBeforeStartDate')}
          {...fieldAria(id('minDaysBeforeStartDate'), {
            error: errors.minDaysBeforeStartDate,
            help: daysHelp,
          })}
        />
      </Field>
      <Field id={id('domainUrl')} label={t`URL domény`} help={urlHelp} error={errors.domainUrl}>
        <Input
          id={id('domainUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.domainUrl}
          maxLength={CATEGORY_URL_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => set('domainUrl', event.target.value)}
          onBlur={() => touch('domainUrl')}
          {...fieldAria(id('domainUrl'), { error: errors.domainUrl, help: urlHelp })}
        />
      </Field>
      <Field id={id('targetId')} label={t`Cílový web`} help={targetHelp} error={errors.targetId}>
        <CategoryTargetSelect
          id={id('targetId')}
          value={values.target}
          onChange={(target) => set('target', target)}
          {...fieldAria(id('targetId'), { error: errors.targetId, help: targetHelp })}
        />
      </Field>
      <Field id={id('sasName')} label={t`Název v ad serveru (SAS)`} error={errors.sasName}>
        <Input
          id={id('sasName')}
          value={values.sasName}
          maxLength={CATEGORY_TITLE_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => set('sasName', event.target.value)}
          {...fieldAria(id('sasName'), { error: errors.sasName })}
        />
      </Field>
      <CheckboxField
        id={id('active')}
        label={t`Aktivní`}
        help={t`Produkty neaktivní kategorie nelze objednat.`}
        checked={values.active}
        error={errors.active}
        onChange={(checked) => set('active', checked)}
      />
      <CheckboxField
        id={id('internal')}
        label={t`Interní`}
        help={t`Interní kategorii nabízí portál jen zaměstnancům retailera, dodavatelé a agentury ji nevidí.`}
        checked={values.internal}
        error={errors.internal}
        onChange={(checked) => set('internal', checked)}
      />
      <CheckboxField
        id={id('autoPauseFlight')}
        label={t`Automaticky pozastavit flight`}
        checked={values.autoPauseFlight}
        error={errors.autoPauseFlight}
        onChange={(checked) => set('autoPauseFlight', checked)}
      />
      <SaveFailure failure={form.failure} conflict={form.conflict} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel} disabled={form.submitting}>
          {t`Zrušit`}
        </Button>
        <Button type="primary" htmlType="submit" disabled={!form.canSave} loading={form.submitting}>
          {t`Uložit`}
        </Button>
      </Flex>
    </form>
  );
}
