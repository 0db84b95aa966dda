import { useLingui } from '@lingui/react/macro';
import type { UserInfo } from '@portal/shared-contracts/core';
import { DATE_FORMAT } from '@portal/shared-ui';
import { Checkbox, DatePicker, Select, type SelectProps } from '@portal/shared-ui/components';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { hasMyCampaigns, seesCompanies } from './list-roles';

const ISO = 'YYYY-MM-DD';

/** A list's filter panel: the user (who has which filters), the filters, their options and changes. */
export interface FilterPanelProps<F, O> {
  user: UserInfo;
  value: F;
  options: O | undefined;
  onChange: (filters: F) => void;
  /**
   * What the filter drawer of a narrow screen holds under the filters: the sort and the list's view
   * options, which a wide screen has in the table's headers and the page's header.
   */
  viewOptions?: ReactNode;
}

/** How many of these filter values are set: a choice made, a date given, a box ticked. */
export const setCount = (values: unknown[]) =>
  values.filter((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value))).length;

/** Options of named records (companies, people, products): the id and the name. */
export const namedOptions = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((option) => ({ value: option.id, label: option.name }));

interface MultiSelectFilterProps<T extends number | string> {
  label: string;
  value: T[];
  options: { value: T; label: string }[];
  onChange: (value: T[]) => void;
  loading?: boolean;
  /** For a search on the server instead of filtering the options (see TargetProductFilter). */
  search?: Pick<SelectProps, 'showSearch' | 'filterOption' | 'onSearch' | 'notFoundContent'>;
}

/** A filter of several choices, named by its label (also for screen readers), searchable by text. */
export function MultiSelectFilter<T extends number | string>({
  label,
  value,
  options,
  onChange,
  loading,
  search,
}: MultiSelectFilterProps<T>) {
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
      onChange={(next) => onChange(next)}
      options={options}
      loading={loading}
      {...search}
    />
  );
}

interface DateRangeFilterProps {
  startDate: string | null;
  endDate: string | null;
  onChange: (range: { startDate: string | null; endDate: string | null }) => void;
}

/** Spec 001 §5: the start picker disables dates on or after the end date. */
export const startDisabled =
  (endDate: string | null) =>
  (date: Dayjs): boolean =>
    endDate !== null && !date.isBefore(dayjs(endDate), 'day');

/** ... and the end picker dates on or before the start date. */
export const endDisabled =
  (startDate: string | null) =>
  (date: Dayjs): boolean =>
    startDate !== null && !date.isAfter(dayjs(startDate), 'day');

/** From and to: 'YYYY-MM-DD' in the list state, d.m.Y on screen, with the disabled dates above. */
export function DateRangeFilter({ startDate, endDate, onChange }: DateRangeFilterProps) {
  const { t } = useLingui();
  const start = startDate ? dayjs(startDate) : null;
  const end = endDate ? dayjs(endDate) : null;
  return (
    <>
      <DatePicker
        aria-label={t`Od`}
        placeholder={t`Od`}
        format={DATE_FORMAT}
        value={start}
        disabledDate={startDisabled(endDate)}
        onChange={(date) => onChange({ startDate: date ? date.format(ISO) : null, endDate })}
      />
      <DatePicker
        aria-label={t`Do`}
        placeholder={t`Do`}
        format={DATE_FORMAT}
        value={end}
        disabledDate={endDisabled(startDate)}
        onChange={(date) => onChange({ startDate, endDate: date ? date.format(ISO) : null })}
      />
    </>
  );
}

/** The filters the activities list has as the campaign list has them (spec 000 §2 "Activities list"). */
interface CampaignListSharedFilters {
  companies: number[];
  salesPersons: number[];
  startDate: string | null;
  endDate: string | null;
  myCampaigns: boolean;
}

type NamedList = { id: number; name: string }[];

/**
 * A filter panel's state: `set` merges a change into the filters; `shared` holds the fields of the
 * filters both lists have, for each panel to place in its order: company and sales person for
 * retailer and agency (spec 000 §6), the period, and 'My campaigns' for the users who have it. A
 * field the user does not have is `false` (renders nothing).
 */
export function useFilterPanel<F extends CampaignListSharedFilters>({
  user,
  value,
  options,
  onChange,
}: FilterPanelProps<F, { companies: NamedList; salesPersons: NamedList }>) {
  const { t } = useLingui();
  const set = (change: Partial<F>) => onChange({ ...value, ...change });
  const setShared = (change: Partial<CampaignListSharedFilters>) => onChange({ ...value, ...change });
  const companies = seesCompanies(user);
  const shared = {
    company: companies && (
      <MultiSelectFilter
        label={t`Společnost`}
        value={value.companies}
        onChange={(chosen) => setShared({ companies: chosen })}
        options={namedOptions(options?.companies)}
      />
    ),
    salesPerson: companies && (
      <MultiSelectFilter
        label={t`Obchodník`}
        value={value.salesPersons}
        onChange={(salesPersons) => setShared({ salesPersons })}
        options={namedOptions(options?.salesPersons)}
      />
    ),
    period: <DateRangeFilter startDate={value.startDate} endDate={value.endDate} onChange={setShared} />,
    myCampaigns: hasMyCampaigns(user) && (
      <Checkbox
        checked={value.myCampaigns}
        onChange={(event) => setShared({ myCampaigns: event.target.checked })}
      >
        {t`Jen moje kampaně`}
      </Checkbox>
    ),
  };
  return { set, shared };
}
