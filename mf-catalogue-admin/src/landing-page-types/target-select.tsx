import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import { Select, Spin } from '@portal/shared-ui/components';
import { TargetLoadError, useTargetSearch } from '../common/target-search';

interface TargetSelectProps {
  id: string;
  value: NamedRef[];
  onChange: (targets: NamedRef[]) => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The shops a type allows, searched on the server (useTargetSearch). The chosen ones keep their
 * names while a search does not find them, including a shop deactivated since.
 */
export function TargetSelect({ id, value, onChange, ...aria }: TargetSelectProps) {
  const { t } = useLingui();
  const targets = useTargetSearch(value);

  return (
    <>
      <Select<number[]>
        id={id}
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        placeholder={t`Všechny weby`}
        showSearch={{ filterOption: false, onSearch: targets.search }}
        loading={targets.loading}
        notFoundContent={targets.loading ? <Spin size="small" /> : t`Nenalezeno`}
        options={targets.options}
        value={value.map((target) => target.id)}
        onChange={(ids) => {
          targets.search('');
          onChange(ids.map(targets.refOf));
        }}
        {...aria}
      />
      <TargetLoadError loadError={targets.loadError} />
    </>
  );
}
