import { useLingui } from '@lingui/react/macro';
import { CAMPAIGN_NAME_MAX_LENGTH } from '@portal/shared-contracts/new-campaign';
import { useCurrentUser, useErrorText } from '@portal/shared-ui';
import { Alert, Input, Select, Spin, Typography } from '@portal/shared-ui/components';
import { Radio } from '@portal/shared-ui/form-components';
import { CompanyContactField, CompanyField, SalesPersonField } from '../campaigns/party-fields';
import { Field } from '../common/field';
import { FormSection } from './form-section';
import {
  defaultSalesPerson,
  type CampaignChoice,
  type CampaignMode,
  type ChoiceField,
} from './use-campaign-choice';
import type { OrderForm } from './use-order-form';

interface CampaignChoiceSectionProps {
  choice: CampaignChoice;
  /** The order form: which fields were touched, the server's error of the name. */
  form: Pick<OrderForm, 'touch' | 'isTouched' | 'serverErrors'>;
}

/**
 * The "Kampaň" section of the order form: the fixed campaign of the path, or the choice of the
 * company, contact, sales person and of a new (its name) or an existing campaign.
 */
export function CampaignChoiceSection({ choice, form }: CampaignChoiceSectionProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const user = useCurrentUser()!;
  const { touch, serverErrors } = form;
  const { picksCompany, values, change, fixed, fixedCampaign, options, campaignOptions } = choice;
  const { company, contact, salesPerson, mode, name, existingId } = values;
  const shownProblem = (field: ChoiceField) => (form.isTouched(field) ? choice.fieldProblems[field] : null);

  return (
    <FormSection id="order-campaign" title={t`Kampaň`}>
      {choice.campaignId !== null ? (
        fixed.isLoading ? (
          <Spin />
        ) : fixed.error ? (
          <Alert type="error" showIcon title={errorText(fixed.error)} />
        ) : fixedCampaign ? (
          <Typography.Paragraph>
            <Typography.Text strong>{fixedCampaign.name}</Typography.Text>{' '}
            <Typography.Text type="secondary">({fixedCampaign.company.name})</Typography.Text>
          </Typography.Paragraph>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t`Do kampaně nelze přidat položku.`}
            description={t`Kampaň neexistuje, nebo už do ní nelze přidávat položky.`}
          />
        )
      ) : (
        <>
          {picksCompany && (
            <>
              <CompanyField
                id="order-company"
                value={company}
                error={shownProblem('company')}
                onChange={(next) => {
                  touch('company');
                  change({
                    company: next,
                    contact: null,
                    salesPerson: defaultSalesPerson(user),
                    existingId: null,
                  });
                }}
              />
              <CompanyContactField
                id="order-contact"
                companyId={company?.id ?? null}
                value={contact}
                onChange={(next) =>
                  // Spec §6: choosing a contact defaults the sales person to the contact's.
                  change({ contact: next, ...(next?.salesPerson && { salesPerson: next.salesPerson }) })
                }
              />
            </>
          )}
          <Radio.Group
            aria-label={t`Kampaň`}
            value={mode}
            onChange={(event) => change({ mode: event.target.value as CampaignMode })}
            style={{ marginBottom: 16 }}
            options={[
              { value: 'new', label: t`Nová kampaň` },
              { value: 'existing', label: t`Existující kampaň` },
            ]}
          />
          {mode === 'new' ? (
            <>
              <Field
                id="order-campaign-name"
                label={t`Název kampaně`}
                required
                error={serverErrors.name ?? shownProblem('name')}
              >
                <Input
                  id="order-campaign-name"
                  value={name}
                  status={serverErrors.name || shownProblem('name') ? 'error' : undefined}
                  maxLength={CAMPAIGN_NAME_MAX_LENGTH}
                  showCount
                  disabled={picksCompany && !company}
                  placeholder={picksCompany && !company ? t`Nejdříve vyberte společnost` : undefined}
                  onChange={(event) => {
                    change({ name: event.target.value });
                    touch('name');
                  }}
                />
              </Field>
              {picksCompany && (
                <SalesPersonField
                  id="order-sales-person"
                  value={salesPerson}
                  onChange={(next) => change({ salesPerson: next })}
                  selectable={user.isRetailer}
                />
              )}
            </>
          ) : (
            <Field
              id="order-existing-campaign"
              label={t`Kampaň`}
              required
              error={
                options.error
                  ? t`Kampaně se nepodařilo načíst: ${errorText(options.error)}`
                  : shownProblem('campaign')
              }
            >
              <Select<number>
                id="order-existing-campaign"
                style={{ width: '100%' }}
                status={shownProblem('campaign') ? 'error' : undefined}
                disabled={picksCompany && !company}
                placeholder={picksCompany && !company ? t`Nejdříve vyberte společnost` : t`Vyberte kampaň`}
                loading={options.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                notFoundContent={t`Žádná kampaň, do které lze přidávat`}
                options={campaignOptions.map((campaign) => ({
                  value: campaign.id,
                  label: campaign.label,
                }))}
                value={existingId ?? undefined}
                onChange={(next) => {
                  touch('campaign');
                  change({ existingId: next });
                }}
              />
            </Field>
          )}
        </>
      )}
    </FormSection>
  );
}
