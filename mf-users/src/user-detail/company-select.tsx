import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import { getUserCompanyOptions } from '@portal/shared-contracts/users';
import { ServerSearchMultiSelect, ServerSearchSelect, type FieldAria } from './server-search-select';

type CompanyType = 'vendor' | 'agency';

/** A company to give a user, searched by name on the server (GET /users/company-options). */
export function CompanySelect({
  id,
  type,
  value,
  onChange,
}: {
  id: string;
  type: CompanyType;
  value: NamedRef | null;
  onChange: (company: NamedRef | null) => void;
}) {
  const { t } = useLingui();
  return (
    <ServerSearchSelect
      id={id}
      cacheKey={`users/company-options/${type}`}
      search={(name) => getUserCompanyOptions(name, type)}
      placeholder={type === 'agency' ? t`Vyberte agenturu` : t`Vyberte společnost`}
      value={value}
      onChange={onChange}
    />
  );
}

/** An agency user's vendor companies (spec 000 §2: search by name). */
export function VendorCompaniesSelect({
  id,
  value,
  onChange,
  status,
  aria,
}: {
  id: string;
  value: NamedRef[];
  onChange: (companies: NamedRef[]) => void;
  status?: 'error';
  aria?: FieldAria;
}) {
  const { t } = useLingui();
  return (
    <ServerSearchMultiSelect
      id={id}
      cacheKey="users/company-options/vendor"
      search={(name) => getUserCompanyOptions(name, 'vendor')}
      placeholder={t`Hledat společnost`}
      value={value}
      onChange={onChange}
      status={status}
      aria={aria}
    />
  );
}
