import { useLingui } from '@lingui/react/macro';
import type { CreativeState } from '@portal/shared-contracts/campaign-items';
import type { LandingPageFilterData } from '@portal/shared-contracts/landing-pages';
import { Flex, SearchFilter, Select } from '@portal/shared-ui/components';
import { CREATIVE_STATE_LABELS } from '../common/creative-state-tag';
import type { LandingPageListFilters } from './list-request';

type ActiveChoice = 'active' | 'inactive';

interface LandingPageFiltersProps {
  value: LandingPageListFilters;
  options: LandingPageFilterData | undefined;
  /** Retailer staff and agencies filter by company (spec 000 §6: they see the company column). */
  seesCompanies: boolean;
  onChange: (filters: LandingPageListFilters) => void;
}

/** A filter of several choices, named by its label (also for screen readers), searchable by text. */
function MultiFilter<T extends number | string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T[];
  options: { value: T; label: string }[];
  onChange: (value: T[]) => void;
}) {
  return (
    <Select<T[]>
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      optionFilterProp="label"
      style={{ minWidth: 200 }}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

/**
 * The landing page list's filters: the search (name or address, 500 ms after typing stops), and
 * what the filter data offers: states, companies (retailer staff and agencies), shops; the active
 * flag.
 */
export function LandingPageFilters({ value, options, seesCompanies, onChange }: LandingPageFiltersProps) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<LandingPageListFilters>) => onChange({ ...value, ...change });
  const named = (refs: { id: number; name: string }[] | undefined) =>
    (refs ?? []).map((ref) => ({ value: ref.id, label: ref.name }));
  const activeChoice: ActiveChoice | undefined =
    value.active === null ? undefined : value.active ? 'active' : 'inactive';
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
      <SearchFilter
        value={value.search}
        onChange={(search) => set({ search })}
        placeholder={t`Hledat název nebo adresu`}
        width={260}
      />
      <MultiFilter<CreativeState>
        label={t`Stav`}
        value={value.states}
        onChange={(states) => set({ states })}
        options={(options?.states ?? []).map((state) => ({
          value: state,
          label: i18n._(CREATIVE_STATE_LABELS[state]),
        }))}
      />
      {seesCompanies && (
        <MultiFilter<number>
          label={t`Společnost`}
          value={value.companies}
          onChange={(companies) => set({ companies })}
          options={named(options?.companies)}
        />
      )}
      <MultiFilter<number>
        label={t`Cílový web`}
        value={value.targets}
        onChange={(targets) => set({ targets })}
        options={named(options?.targets)}
      />
      <Select<ActiveChoice>
        allowClear
        style={{ minWidth: 160 }}
        aria-label={t`Aktivní`}
        placeholder={t`Aktivní i neaktivní`}
        value={activeChoice}
        onChange={(choice) => set({ active: choice === undefined ? null : choice === 'active' })}
        options={[
          { value: 'active', label: t`Jen aktivní` },
          { value: 'inactive', label: t`Jen neaktivní` },
        ]}
      />
    </Flex>
  );
}
