import { StyleProvider } from '@ant-design/cssinjs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useApiForm } from '@portal/shared-ui/form-core';
import { ApiForm } from './api-form';
import { FormActions } from './form-actions';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type Values = Record<string, unknown>;

/** A form of the given fields that hands what it sends to `submit`. */
function renderForm(initialValues: Values, fields: ReactNode, submit = jest.fn(async () => ({}))) {
  function Form() {
    const form = useApiForm<Values>({ initialValues, submit, guardLeave: false });
    return (
      <ApiForm form={form} aria-label="Formulář">
        {fields}
        <FormActions submitText="Uložit" />
      </ApiForm>
    );
  }
  render(
    <StyleProvider mock="server">
      <I18nProvider i18n={i18n}>
        <Form />
      </I18nProvider>
    </StyleProvider>,
  );
  return submit;
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const send = () => user().click(screen.getByRole('button', { name: 'Uložit' }));

describe('NumberField', () => {
  it('is null once emptied, so that a schema can say it is missing rather than take zero', async () => {
    const submit = renderForm({ days: 14 }, <NumberField name="days" label="Dní" />);
    await user().clear(screen.getByLabelText('Dní'));
    await send();
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ days: null }, expect.anything()));
  });

  it('rounds to whole numbers by default, and keeps any decimals with precision "any"', async () => {
    const submit = renderForm(
      { count: null, price: null },
      <>
        <NumberField name="count" label="Počet" />
        <NumberField name="price" label="Cena" precision="any" />
      </>,
    );
    await user().type(screen.getByLabelText('Počet'), '2,6');
    await user().type(screen.getByLabelText('Cena'), '10,005');
    await send();
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ count: 3, price: 10.005 }, expect.anything()));
    expect(screen.getByLabelText('Cena')).toHaveValue('10.005');
  });

  it('shows whole numbers with thousands apart, an id without', async () => {
    renderForm(
      { amount: 149000, sizeId: 1200 },
      <>
        <NumberField name="amount" label="Částka" />
        <NumberField name="sizeId" label="ID velikosti" grouped={false} />
      </>,
    );
    expect(screen.getByLabelText('Částka')).toHaveValue('149\u00a0000');
    expect(screen.getByLabelText('ID velikosti')).toHaveValue('1200');
  });
});

describe('TextField', () => {
  it('takes the focus when it appears with autoFocus (a dialog opened to write one text)', async () => {
    renderForm(
      { title: '', reason: '' },
      <>
        <TextField name="title" label="Název" />
        <TextField name="reason" label="Důvod" rows={{ minRows: 2, maxRows: 4 }} autoFocus />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('Důvod')).toHaveFocus());
  });
});

describe('SelectField', () => {
  const OLD = { id: 5, name: 'Zrušený e-shop' };
  const search = jest.fn(async () => [
    { value: 1, label: 'Hlavní e-shop' },
    { value: 2, label: 'Druhý e-shop' },
  ]);

  it('named: keeps the chosen { id, name }, whose name shows though no answer holds it', async () => {
    const submit = renderForm(
      { target: OLD },
      <SelectField<number> name="target" label="Web" search={search} named />,
    );
    expect(screen.getByTitle('Zrušený e-shop')).toBeInTheDocument();
    await user().click(screen.getByRole('combobox', { name: 'Web' }));
    await user().click(await screen.findByTitle('Hlavní e-shop'));
    await send();
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ target: { id: 1, name: 'Hlavní e-shop' } }, expect.anything()),
    );
  });

  it('shows that the options the screen reads itself are still loading', () => {
    renderForm(
      { formatId: null },
      <SelectField<number> name="formatId" label="Formát" options={[]} loading />,
    );
    expect(screen.getByRole('img', { name: 'loading' })).toBeInTheDocument();
  });

  it('named and multiple: a list of { id, name }', async () => {
    const submit = renderForm(
      { targets: [OLD] },
      <SelectField<number> name="targets" label="Weby" search={search} named multiple />,
    );
    expect(screen.getByTitle('Zrušený e-shop')).toBeInTheDocument();
    await user().click(screen.getByRole('combobox', { name: 'Weby' }));
    await user().click(await screen.findByTitle('Druhý e-shop'));
    await send();
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        { targets: [OLD, { id: 2, name: 'Druhý e-shop' }] },
        expect.anything(),
      ),
    );
  });
});
