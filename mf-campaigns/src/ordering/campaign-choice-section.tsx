import { useLingui } from '@lingui/react/macro';
import { CAMPAIGN_NAME_MAX_LENGTH } from '@portal/shared-contracts/new-campaign';
import { useCurrentUser, useErrorText } from '@portal/shared-ui';
import { Alert, Input, Select, Spin, Typography } from '@portal/shared-ui/components';
import { Radio } from '@portal/shared-ui/form-components';
import { CompanyContactField, CompanyField, SalesPersonField } from '../campaigns/party-fields';
import { Field } from '../common/field';
import { FormSection } from './form-section';
import { defaultSalesPerson, type CampaignChoice, type CampaignMode } from './use-campaign-choice';

interface CampaignChoiceSectionProps {
  choice: CampaignChoice;
}

/**
 * The "Kampaň" section of the order form: the fixed campaign of the path, or the choice of the
 * company, contact, sales person and of a new (its name) or an existing campaign.
 */
export function CampaignChoiceSection({ choice }: CampaignChoiceSectionProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const user = useCurrentUser()!;
  const { picksCompany, values, change, fixed, fixedCampaign, options, campaignOptions } = choice;
  const { company, contact, salesPerson, mode, name, existingId } = values;
  const { fieldError } = choice;

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
                error={fieldError('company')}
                onChange={(next) =>
                  change({
                    company: next,
                    contact: null,
                    salesPerson: defaultSalesPerson(user),
                    existingId: null,
                  })
                }
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
              <Field id="order-campaign-name" label={t`Název kampaně`} required error={fieldError('name')}>
                <Input
                  id="order-campaign-name"
                  value={name}
                  status={fieldError('name') ? 'error' : undefined}
                  maxLength={CAMPAIGN_NAME_MAX_LENGTH}
                  showCount
                  disabled={picksCompany && !company}
                  placeholder={picksCompany && !company ? t`Nejdříve vyberte společnost` : undefined}
                  onChange={(event) => change({ name: event.target.value })}
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
                  : fieldError('existingId')
              }
            >
              <Select<number>
                id="order-existing-campaign"
                style={{ width: '100%' }}
                status={fieldError('existingId') ? 'error' : undefined}
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
                onChange={(next) => change({ existingId: next ?? null })}
              />
            </Field>
          )}
        </>
      )}
    </FormSection>
  );
}
