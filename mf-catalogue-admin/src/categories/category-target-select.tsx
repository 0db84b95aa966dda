import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import { Select, Spin } from '@portal/shared-ui/components';
import { TargetLoadError, useTargetSearch } from '../common/target-search';

interface CategoryTargetSelectProps {
  id: string;
  value: NamedRef | null;
  onChange: (target: NamedRef | null) => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The category's shop, searched on the server (useTargetSearch); it may be cleared. */
export function CategoryTargetSelect({ id, value, onChange, ...aria }: CategoryTargetSelectProps) {
  const { t } = useLingui();
  const targets = useTargetSearch(value ? [value] : []);

  return (
    <>
      <Select<number>
        id={id}
        allowClear
        style={{ width: '100%' }}
        placeholder={t`Bez cílového webu`}
        showSearch={{ filterOption: false, onSearch: targets.search }}
        loading={targets.loading}
        notFoundContent={targets.loading ? <Spin size="small" /> : t`Nenalezeno`}
        options={targets.options}
        value={value?.id}
        onChange={(chosen) => {
          targets.search('');
          onChange(chosen === undefined || chosen === null ? null : targets.refOf(chosen));
        }}
        {...aria}
      />
      <TargetLoadError loadError={targets.loadError} />
    </>
  );
}
