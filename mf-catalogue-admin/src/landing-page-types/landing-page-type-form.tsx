import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  LANDING_PAGE_TYPE_NAME_MAX_LENGTH,
  SIZE_EXTERNAL_ID_MAX,
  type LandingPageType,
} from '@portal/shared-contracts/landing-pages';
import { Button, Checkbox, Flex, Input } from '@portal/shared-ui/components';
import { InputNumber } from '@portal/shared-ui/form-components';
import { SaveFailure } from '../common/edit-conflict';
import { Field, fieldAria } from '../common/field';
import { CreativeFormatSelect } from './creative-format-select';
import { TargetSelect } from './target-select';
import { useLandingPageTypeForm, type TypeField } from './use-landing-page-type-form';

interface LandingPageTypeFormProps {
  /** The type to change; null for a new one. */
  type: LandingPageType | null;
  onCancel: () => void;
  onSaved: (saved: LandingPageType) => void;
  /** Reads the type again and restarts the form from it (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

const id = (field: TypeField) => `landing-page-type-${field}`;

/** The card's fields and buttons; Save stays disabled until there is a name (spec 001 §5). */
export function LandingPageTypeForm({ type, onCancel, onSaved, onReload }: LandingPageTypeFormProps) {
  const { t } = useLingui();
  const form = useLandingPageTypeForm(type, onSaved, onReload);
  const { values, errors, set } = form;
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
  const targetsHelp = t`Bez vybraného webu lze typ použít pro landing pages na všech webech.`;

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t`Typ landing page`}>
      <Field id={id('name')} label={t`Název`} required error={errors.name}>
        <Input
          id={id('name')}
          value={values.name}
          maxLength={LANDING_PAGE_TYPE_NAME_MAX_LENGTH}
          showCount
          autoComplete="off"
          aria-required
          onChange={(event) => set('name', event.target.value)}
          {...fieldAria(id('name'), { error: errors.name })}
        />
      </Field>
      <Field
        id={id('creativeFormatId')}
        label={t`Formát kreativy`}
        required
        error={errors.creativeFormatId}
        help={formatHelp}
      >
        <CreativeFormatSelect
          id={id('creativeFormatId')}
          value={values.creativeFormatId}
          current={type?.creativeFormat ?? null}
          disabled={pages > 0}
          onChange={(formatId) => set('creativeFormatId', formatId)}
          {...fieldAria(id('creativeFormatId'), { error: errors.creativeFormatId, help: formatHelp })}
        />
      </Field>
      <Field id={id('sizeExternalId')} label={t`ID velikosti`} required error={errors.sizeExternalId}>
        <InputNumber<number>
          id={id('sizeExternalId')}
          style={{ width: '100%' }}
          min={1}
          max={SIZE_EXTERNAL_ID_MAX}
          precision={0}
          step={1}
          value={values.sizeExternalId}
          aria-required
          onChange={(size) => set('sizeExternalId', size)}
          {...fieldAria(id('sizeExternalId'), { error: errors.sizeExternalId })}
        />
      </Field>
      <Field
        id={id('allowedTargetIds')}
        label={t`Povolené weby`}
        error={errors.allowedTargetIds}
        help={targetsHelp}
      >
        <TargetSelect
          id={id('allowedTargetIds')}
          value={values.allowedTargets}
          onChange={(targets) => set('allowedTargets', targets)}
          {...fieldAria(id('allowedTargetIds'), { error: errors.allowedTargetIds, help: targetsHelp })}
        />
      </Field>
      <div style={{ marginBottom: 20 }}>
        <Checkbox checked={values.active} onChange={(event) => set('active', event.target.checked)}>
          {t`Aktivní`}
        </Checkbox>
        {errors.active && (
          <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
            {errors.active}
          </div>
        )}
      </div>
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
