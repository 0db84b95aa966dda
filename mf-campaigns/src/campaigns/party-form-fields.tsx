import type { NamedRef } from '@portal/shared-contracts/core';
import type { Contact } from '@portal/shared-contracts/new-campaign';
import { useForm, useFormField } from '@portal/shared-ui/form';
import {
  AgencyContactField,
  AgencyField,
  CompanyContactField,
  CompanyField,
  SalesPersonField,
} from './party-fields';

/**
 * The campaign's parties as fields of a form-kit form (useApiForm): the values are the chosen
 * references, kept under these names, so that the request's ids map back onto them.
 */
export interface PartyValues {
  company: NamedRef | null;
  contact: Contact | null;
  salesPerson: NamedRef | null;
  agency: NamedRef | null;
  agencyContact: Contact | null;
}

/** The request's ids and the fields that choose them, for a server refusal to land on its field. */
export const PARTY_PATHS = {
  companyId: 'company',
  companyContactId: 'contact',
  salesPersonId: 'salesPerson',
  agencyId: 'agency',
  agencyContactId: 'agencyContact',
};

/** A party field of the form: its value, its message, its accessibility attributes. */
function useParty<Value>(name: keyof PartyValues, id: string, required?: boolean) {
  const { input, error, aria } = useFormField<Value | null>(name, { id, required });
  return {
    id,
    value: (input.value || null) as Value | null,
    error: error ?? null,
    aria,
    // Left as soon as chosen: a select has no typing to wait for before its message may show.
    set: (next: Value | null) => {
      input.onChange(next);
      input.onBlur();
    },
  };
}

/**
 * The advertiser company and its contact. A new company clears the contact and puts back the
 * default sales person; a contact brings its own sales person (spec §6).
 */
export function CompanyPartyFields({
  idPrefix,
  defaultSalesPerson,
  disabled,
  onCompanyChanged,
}: {
  idPrefix: string;
  defaultSalesPerson: NamedRef | null;
  disabled?: boolean;
  /** Whatever else of the form depends on the company. */
  onCompanyChanged?: () => void;
}) {
  const form = useForm<PartyValues>();
  const company = useParty<NamedRef>('company', `${idPrefix}-company`, true);
  const contact = useParty<Contact>('contact', `${idPrefix}-contact`);
  return (
    <>
      <CompanyField
        {...company}
        disabled={disabled}
        onChange={(next) =>
          form.batch(() => {
            company.set(next);
            form.change('contact', null);
            form.change('salesPerson', defaultSalesPerson);
            onCompanyChanged?.();
          })
        }
      />
      <CompanyContactField
        {...contact}
        companyId={company.value?.id ?? null}
        onChange={(next) =>
          form.batch(() => {
            contact.set(next);
            if (next?.salesPerson) form.change('salesPerson', next.salesPerson);
          })
        }
      />
    </>
  );
}

/** The campaign's sales person: chosen by retailer staff, shown to the others. */
export function SalesPersonPartyField({ id, selectable }: { id: string; selectable: boolean }) {
  const salesPerson = useParty<NamedRef>('salesPerson', id);
  return <SalesPersonField {...salesPerson} onChange={salesPerson.set} selectable={selectable} />;
}

/** A retailer's agency and its contact; a new agency clears the contact. */
export function AgencyPartyFields({ idPrefix }: { idPrefix: string }) {
  const form = useForm<PartyValues>();
  const agency = useParty<NamedRef>('agency', `${idPrefix}-agency`);
  const agencyContact = useParty<Contact>('agencyContact', `${idPrefix}-agency-contact`);
  return (
    <>
      <AgencyField
        {...agency}
        onChange={(next) =>
          form.batch(() => {
            agency.set(next);
            form.change('agencyContact', null);
          })
        }
      />
      <AgencyContactField
        {...agencyContact}
        agencyId={agency.value?.id ?? null}
        onChange={agencyContact.set}
      />
    </>
  );
}
