import { ApiError } from '@portal/shared-contracts/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { sortableColumn, type ListSort } from '../list/list-sort';
import { PortalProviders, setupUser } from '../testing';
import { ServerList, type ServerListControls } from './server-list';

interface Row {
  id: number;
  name: string;
  price: number;
}

const ROWS: Row[] = [
  { id: 1, name: 'Vánoce', price: 100 },
  { id: 2, name: 'Jaro', price: 200 },
];

function controls(change: Partial<ServerListControls> = {}): ServerListControls {
  return {
    page: 1,
    size: 10,
    loading: false,
    error: null,
    reload: jest.fn(),
    setPage: jest.fn(),
    setSize: jest.fn(),
    setSort: jest.fn(),
    ...change,
  };
}

const columns = (sort: ListSort = null) => [
  { title: 'Název', ...sortableColumn('name', sort), render: (_value: unknown, row: Row) => row.name },
  { title: 'Cena', key: 'price', dataIndex: 'price' },
];

const show = (element: ReactElement) => render(<PortalProviders>{element}</PortalProviders>);

describe('ServerList (spec 001 §9)', () => {
  it("keeps the keyboard out of antd's hidden copy of the header (its select-all box)", () => {
    const { container } = show(
      <ServerList<Row>
        label="Kampaně"
        columns={columns()}
        rows={ROWS}
        total={2}
        list={controls()}
        rowSelection={{ selectedRowKeys: [], onChange: jest.fn() }}
      />,
    );
    const copies = container.querySelectorAll('.ant-table-measure-row');
    expect(copies.length).toBeGreaterThan(0);
    copies.forEach((copy) => expect(copy).toHaveAttribute('inert'));
  });

  it('shows the page of rows and the pager', () => {
    show(<ServerList<Row> label="Kampaně" columns={columns()} rows={ROWS} total={25} list={controls()} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Vánoce')).toBeInTheDocument();
    expect(within(table).getByText('Jaro')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Stránkování' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stránka 3' })).toBeInTheDocument();
  });

  it('says an empty list so, without a pager, or as the screen words it', () => {
    const view = show(
      <ServerList<Row> label="Kampaně" columns={columns()} rows={[]} total={0} list={controls()} />,
    );
    expect(screen.getByText('Nenalezeny žádné položky')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkování' })).not.toBeInTheDocument();
    view.rerender(
      <PortalProviders>
        <ServerList<Row>
          label="Kampaně"
          columns={columns()}
          rows={[]}
          total={0}
          list={controls()}
          emptyText="Zatím tu není žádná kampaň."
        />
      </PortalProviders>,
    );
    expect(screen.getByText('Zatím tu není žádná kampaň.')).toBeInTheDocument();
  });

  it('changes the page and the sort through the list', async () => {
    const list = controls();
    show(<ServerList<Row> label="Kampaně" columns={columns()} rows={ROWS} total={25} list={list} />);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Stránka 2' }));
    expect(list.setPage).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('columnheader', { name: /Název/ }));
    expect(list.setSort).toHaveBeenCalledWith({ field: 'name', direction: 'ASC' });
  });

  it("shows a failed load with the server's message and a retry", async () => {
    const list = controls({
      error: new ApiError(500, { code: 'internal_error', message: 'Databáze neodpovídá', requestId: 'r' }),
    });
    show(
      <ServerList<Row> label="Kampaně" columns={columns()} rows={undefined} total={undefined} list={list} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Databáze neodpovídá');
    await setupUser().click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(list.reload).toHaveBeenCalledTimes(1);
  });

  it('names what could not be loaded when asked to', () => {
    const list = controls({
      error: new ApiError(500, { code: 'internal_error', message: 'Databáze neodpovídá', requestId: 'r' }),
    });
    show(
      <ServerList<Row>
        label="Landing pages"
        columns={columns()}
        rows={undefined}
        total={undefined}
        list={list}
        errorTitle="Landing pages se nepodařilo načíst."
      />,
    );
    expect(screen.getByText('Landing pages se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByText('Databáze neodpovídá')).toBeInTheDocument();
  });

  it('shows the one compact column on a narrow screen, and a summary row', () => {
    show(
      <ServerList<Row>
        label="Kampaně"
        columns={columns()}
        compactColumn={{
          title: 'Kampaň',
          key: 'compact',
          render: (_value, row) => `${row.name}: ${row.price}`,
        }}
        narrow
        rows={ROWS}
        total={2}
        list={controls()}
        summary="Celkem 300"
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Kampaň/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Cena/ })).not.toBeInTheDocument();
    expect(screen.getByText('Vánoce: 100')).toBeInTheDocument();
    expect(screen.getByText('Celkem 300')).toBeInTheDocument();
  });
});
