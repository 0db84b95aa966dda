import { StyleProvider } from '@ant-design/cssinjs';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError, type UploadOptions } from '@portal/shared-contracts/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import * as v from 'valibot';
import { useApiForm, type ApiFormOptions } from '@portal/shared-ui/form-core';
import { ApiForm } from './api-form';
import { CheckboxField } from './checkbox-fields';
import { FileField } from './file-field';
import { FormActions } from './form-actions';
import { MoneyField } from './number-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const InviteSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email()),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('invite_name_required'), v.maxLength(10)),
  companyId: v.nullish(v.number()),
  price: v.pipe(v.number(), v.minValue(1)),
  notify: v.boolean(),
});
type Invite = v.InferOutput<typeof InviteSchema>;
interface Values {
  email: string;
  name: string;
  company: number | null;
  price: number | null;
  notify: boolean;
}
const EMPTY: Values = { email: '', name: '', company: null, price: 100, notify: false };

function InviteForm(props: Partial<ApiFormOptions<Values, Invite, { id: number }>>) {
  const form = useApiForm<Values, Invite, { id: number }>({
    initialValues: EMPTY,
    schema: InviteSchema,
    toRequest: ({ company, ...values }) => ({ ...values, companyId: company }),
    paths: { companyId: 'company' },
    messages: { invite_name_required: 'Vyplňte jméno.' },
    submit: async () => ({ id: 1 }),
    ...props,
  });
  return (
    <ApiForm form={form} aria-label="Pozvánka">
      <TextField name="email" label="E-mail" required />
      <TextField name="name" label="Jméno" required maxLength={20} />
      <SelectField
        name="company"
        label="Společnost"
        options={[
          { value: 1, label: 'Acme Foods' },
          { value: 2, label: 'Nordic Drinks' },
        ]}
      />
      <MoneyField name="price" label="Cena" />
      <CheckboxField name="notify" label="Poslat e-mail" />
      <FormActions submitText="Poslat" />
    </ApiForm>
  );
}

function renderInRouter(element: ReactElement) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            {element}
            <Link to="/elsewhere">Jinam</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Jinde</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <StyleProvider mock="server">
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StyleProvider>,
  );
  return router;
}

/** A field by its label, which a required field's asterisk follows. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('useApiForm', () => {
  it("checks the values with the call's schema, in the form's words, and focuses the first field in error", async () => {
    const submit = jest.fn();
    renderInRouter(<InviteForm submit={submit} />);
    await user().type(field('Jméno'), 'Příliš dlouhé jméno');
    await user().click(screen.getByRole('button', { name: 'Poslat' }));
    expect(submit).not.toHaveBeenCalled();
    const email = field('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Pole je povinné.');
    expect(field('Jméno')).toHaveAccessibleDescription('Pole může mít nejvýše 10 znaků.');
    await waitFor(() => expect(email).toHaveFocus());

    await user().clear(field('Jméno'));
    await user().type(field('Jméno'), '   ');
    expect(field('Jméno')).toHaveAccessibleDescription('Vyplňte jméno.');
  });

  it.each([
    ['whenLeft', false, false],
    ['whenChanged', true, false],
    ['always', true, true],
  ] as const)(
    'with showIssues %s says what is wrong: while typing %s, before a change %s',
    async (showIssues, whileTyping, atOnce) => {
      renderInRouter(<InviteForm showIssues={showIssues} />);
      // An empty required field before anything is done.
      expect(field('E-mail').hasAttribute('aria-invalid')).toBe(atOnce);
      await user().type(field('Jméno'), 'Příliš dlouhé jméno');
      expect(field('Jméno').hasAttribute('aria-invalid')).toBe(whileTyping);
      await user().tab();
      expect(field('Jméno')).toHaveAccessibleDescription('Pole může mít nejvýše 10 znaků.');
    },
  );

  it("sends the schema's output and starts again from the saved values", async () => {
    const submit = jest.fn(async () => ({ id: 7 }));
    const onSuccess = jest.fn();
    renderInRouter(<InviteForm submit={submit} onSuccess={onSuccess} />);
    await user().type(field('E-mail'), ' jana@acme.test ');
    await user().type(field('Jméno'), 'Jana');
    await user().click(field('Poslat e-mail'));
    await user().click(screen.getByRole('button', { name: 'Poslat' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(
      { email: 'jana@acme.test', name: 'Jana', companyId: null, price: 100, notify: true },
      expect.anything(),
    );
    expect(onSuccess.mock.calls[0]![0]).toEqual({ id: 7 });
  });

  it("puts the answer's fieldErrors on their fields, renamed ones too, and the rest on the form", async () => {
    const refusal = new ApiError(400, {
      code: 'validation_failed',
      message: 'Formulář obsahuje chyby.',
      requestId: 'r1',
      fieldErrors: {
        email: ['E-mail už má účet.'],
        companyId: ['Společnost neexistuje.'],
        role: ['Roli nelze pozvat.'],
      },
    });
    renderInRouter(<InviteForm submit={() => Promise.reject(refusal)} />);
    await user().type(field('E-mail'), 'jana@acme.test');
    await user().type(field('Jméno'), 'Jana');
    await user().click(screen.getByRole('button', { name: 'Poslat' }));
    const email = field('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail už má účet.'));
    expect(field('Společnost')).toHaveAccessibleDescription('Společnost neexistuje.');
    expect(screen.getByText('Roli nelze pozvat.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    // The server's word stands until the field is edited.
    await user().type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('can say the whole refusal on the form as well (spec §8: the field errors joined by spaces)', async () => {
    const refusal = new ApiError(400, {
      code: 'validation_failed',
      message: '',
      requestId: 'r3',
      fieldErrors: { email: ['E-mail už má účet.'], role: ['Roli nelze pozvat.'] },
    });
    renderInRouter(
      <InviteForm
        initialValues={{ ...EMPTY, email: 'e@f.cz', name: 'E' }}
        submit={() => Promise.reject(refusal)}
        formError="whole"
      />,
    );
    await user().click(screen.getByRole('button', { name: 'Poslat' }));
    expect(await screen.findByText('E-mail už má účet. Roli nelze pozvat.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAccessibleDescription('E-mail už má účet.');
  });

  it("shows any other refusal as the form's error, and lets the screen handle its own", async () => {
    const locked = new ApiError(409, {
      code: 'campaign_locked',
      message: 'Kampaň je zamčená.',
      requestId: 'r2',
    });
    renderInRouter(
      <InviteForm
        initialValues={{ ...EMPTY, email: 'a@b.cz', name: 'A' }}
        submit={() => Promise.reject(locked)}
      />,
    );
    await user().click(screen.getByRole('button', { name: 'Poslat' }));
    expect(await screen.findByText('Kampaň je zamčená.')).toBeInTheDocument();

    const onError = jest.fn(() => null);
    renderInRouter(
      <InviteForm
        initialValues={{ ...EMPTY, email: 'c@d.cz', name: 'C' }}
        submit={() => Promise.reject(locked)}
        onError={onError}
      />,
    );
    await user().click(screen.getAllByRole('button', { name: 'Poslat' })[1]!);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(locked));
    expect(screen.getAllByText('Kampaň je zamčená.')).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes; staying keeps them, leaving goes', async () => {
    const router = renderInRouter(<InviteForm />);
    await user().click(screen.getByRole('link', { name: 'Jinam' }));
    expect(await screen.findByText('Jinde')).toBeInTheDocument();
    await act(() => router.navigate('/form'));

    await user().type(field('Jméno'), 'Jana');
    await user().click(screen.getByRole('link', { name: 'Jinam' }));
    expect(await screen.findByText('Neuložené změny')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Zůstat' }));
    expect(field('Jméno')).toHaveValue('Jana');
    await user().click(screen.getByRole('link', { name: 'Jinam' }));
    await user().click(await screen.findByRole('button', { name: 'Odejít bez uložení' }));
    expect(await screen.findByText('Jinde')).toBeInTheDocument();
  });

  it('lets a save that goes elsewhere go without asking', async () => {
    function SavingForm() {
      return <InviteForm onSuccess={() => void router.navigate('/elsewhere')} />;
    }
    const router = renderInRouter(<SavingForm />);
    await user().type(field('E-mail'), 'jana@acme.test');
    await user().type(field('Jméno'), 'Jana');
    await user().click(screen.getByRole('button', { name: 'Poslat' }));
    expect(await screen.findByText('Jinde')).toBeInTheDocument();
    expect(screen.queryByText('Neuložené změny')).not.toBeInTheDocument();
  });
});

describe('FileField', () => {
  it('names the chosen file and shows how far its upload got', async () => {
    let report: UploadOptions['onProgress'];
    let finish: () => void = () => undefined;
    const FileSchema = v.object({ file: v.instance(File) });
    function UploadForm() {
      const form = useApiForm<{ file: File | null }, v.InferOutput<typeof FileSchema>>({
        initialValues: { file: null },
        schema: FileSchema,
        submit: (_request, { onProgress }) => {
          report = onProgress;
          return new Promise<void>((resolve) => (finish = resolve));
        },
      });
      return (
        <ApiForm form={form}>
          <FileField name="file" label="Obrázek" required />
          <FormActions submitText="Nahrát" />
        </ApiForm>
      );
    }
    renderInRouter(<UploadForm />);
    await user().upload(
      field('Obrázek'),
      new File([new Uint8Array(2560)], 'banner.png', { type: 'image/png' }),
    );
    expect(screen.getByText('banner.png, 2,6 kB')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Nahrát' }));
    act(() => report?.({ loaded: 1024, total: 2048, percent: 50 }));
    expect(screen.getByRole('progressbar', { name: 'Nahráno 50 %' })).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
