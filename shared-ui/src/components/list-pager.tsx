import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Select } from 'antd';
import { PAGE_SIZES } from '../list/list-state';
import { pageWindow } from '../list/page-window';

interface ListPagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Page-size selector (10/20/50) and a page picker with a window of three pages (spec §9). */
export function ListPager({ page, size, total, onPage, onSize }: ListPagerProps) {
  const { t } = useLingui();
  const pageCount = Math.max(1, Math.ceil(total / size));
  const pages = pageWindow(page, pageCount);
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
      <Flex align="center" gap={8}>
        <span>
          <Trans>Na stránku</Trans>
        </span>
        <Select
          aria-label={t`Počet záznamů na stránku`}
          value={size}
          onChange={onSize}
          options={PAGE_SIZES.map((value) => ({ value, label: String(value) }))}
          style={{ width: 80 }}
        />
      </Flex>
      <nav aria-label={t`Stránkování`}>
        <Flex gap={4} align="center">
          <Button onClick={() => onPage(1)} disabled={page <= 1} aria-label={t`První stránka`}>
            «
          </Button>
          <Button onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t`Předchozí stránka`}>
            ‹
          </Button>
          {pages.map((number) => (
            <Button
              key={number}
              type={number === page ? 'primary' : 'default'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Stránka ${number}`}
              onClick={() => onPage(number)}
            >
              {number}
            </Button>
          ))}
          <Button onClick={() => onPage(page + 1)} disabled={page >= pageCount} aria-label={t`Další stránka`}>
            ›
          </Button>
          <Button
            onClick={() => onPage(pageCount)}
            disabled={page >= pageCount}
            aria-label={t`Poslední stránka`}
          >
            »
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
