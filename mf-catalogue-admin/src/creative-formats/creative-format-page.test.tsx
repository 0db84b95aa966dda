import {
  ApiError,
  filterCreativeFormats,
  getCreativeFormat,
  sessionStore,
  updateCreativeFormat,
} from '@portal/shared-contracts';
import { renderWithPortal, setupUser, USERS } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../routes';
import type * as TestApi from '../common/test-api';
import { CONFLICT_MESSAGE, editConflict } from '../common/test-edit-conflict';
import { LEADERBOARD, LEADERBOARD_SUMMARY } from './creative-format-fixtures';

jest.mock('@portal/shared-contracts', () => {
  const api = jest.requireActual<typeof TestApi>('../common/test-api');
  return api.mockedContracts(...api.CREATIVE_FORMAT_CALLS);
});

let user = setupUser();
const open = (path = '/settings/templates/5') => renderWithPortal(routes, path, USERS.administrator);
const fieldset = (name: string) => within(screen.getByRole('group', { name }));
const input = (name: string, label: string) =>
  fieldset(name).getByLabelText(label, { exact: false, selector: 'input' });
const save = () => screen.getByRole('button', { name: /Uložit/ });
const loaded = () => screen.findByRole('group', { name: 'desktop_image' }, { timeout: 5_000 });

async function retype(element: HTMLElement, text: string) {
  await user.clear(element);
  await user.type(element, text);
}

beforeEach(() => {
  user = setupUser();
  jest.clearAllMocks();
  jest.mocked(getCreativeFormat).mockResolvedValue(LEADERBOARD);
  jest.mocked(filterCreativeFormats).mockResolvedValue({ items: [LEADERBOARD_SUMMARY], totalCount: 1 });
});

describe('creative format detail (spec 000 §2 "Creative formats", 001 §5)', () => {
  it('shows every field with its texts, type, restrictions and conversion', async () => {
    await open();
    await loaded();
    expect(getCreativeFormat).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { name: LEADERBOARD.name })).toBeInTheDocument();
    expect(input('headline', 'Zobrazovaný název (en-GB)')).toHaveValue('Headline');
    expect(input('headline', 'Největší délka')).toHaveValue('90');
    expect(fieldset('headline').getByRole('checkbox', { name: 'Povinné pole' })).toBeChecked();
    expect(fieldset('price').getByTitle('Číslo')).toBeInTheDocument();
    expect(input('desktop_image', 'Šířka')).toHaveValue('970');
    // 153600 bytes are 150 KB.
    expect(input('desktop_image', 'Největší velikost (KB)')).toHaveValue('150');
    expect(fieldset('desktop_image').getByTitle('JPEG')).toBeInTheDocument();
    expect(fieldset('desktop_image_webp').getByTitle('desktop_image')).toBeInTheDocument();
    expect(fieldset('desktop_image_webp').getByTitle('WEBP')).toBeInTheDocument();
  });

  it('saves the whole format with a changed width and a KB size stored in bytes, then goes back', async () => {
    jest.mocked(updateCreativeFormat).mockResolvedValue(LEADERBOARD);
    const router = await open();
    await loaded();
    await retype(input('desktop_image', 'Šířka'), '728');
    await retype(input('desktop_image', 'Největší velikost (KB)'), '200');
    await retype(input('headline', 'Zobrazovaný název (pl-PL)'), ' Tytuł ');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/templates'));
    expect(await screen.findByText('Formát kreativy uložen', {}, { timeout: 5_000 })).toBeInTheDocument();
    const [id, body] = jest.mocked(updateCreativeFormat).mock.calls[0]!;
    expect(id).toBe(5);
    expect(body.name).toBe(LEADERBOARD.name);
    expect(body.version).toBe(LEADERBOARD.version);
    expect(body.fields.map((field) => field.id)).toEqual([51, 52, 53, 54]);
    expect(body.fields[0]).toMatchObject({
      name: 'headline',
      textMediaType: 'text',
      required: true,
      displayNames: { cs: 'Nadpis', en: 'Headline', pl: 'Tytuł' },
      restrictions: [{ type: 'text_max_len', value: '90' }],
    });
    expect(body.fields[1]!.restrictions).toEqual([
      { type: 'number_type', value: 'Float' },
      { type: 'number_min', value: '0' },
    ]);
    expect(body.fields[2]).toMatchObject({
      mediaType: 'file',
      textMediaType: null,
      restrictions: [
        { type: 'image_format', value: 'JPEG' },
        { type: 'image_format', value: 'PNG' },
        { type: 'image_width', value: '728' },
        { type: 'image_height', value: '250' },
        { type: 'image_byte_size', value: String(200 * 1024) },
      ],
      convertFromIndex: null,
      conversionFormat: 'none',
    });
    expect(body.fields[3]).toMatchObject({ convertFromIndex: 2, conversionFormat: 'webp' });
  });

  it('on an edit conflict says who saved meanwhile, and saves from the format read again', async () => {
    const [headline, ...rest] = LEADERBOARD.fields;
    const fresh = {
      ...LEADERBOARD,
      version: 4,
      fields: [{ ...headline!, restrictions: [{ type: 'text_max_len' as const, value: '60' }] }, ...rest],
    };
    jest
      .mocked(updateCreativeFormat)
      .mockRejectedValueOnce(editConflict(fresh.version))
      .mockResolvedValueOnce(fresh);
    const router = await open();
    await loaded();
    await retype(input('headline', 'Největší délka'), '120');
    await user.click(save());
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(jest.mocked(updateCreativeFormat).mock.calls[0]![1].version).toBe(LEADERBOARD.version);
    expect(input('headline', 'Největší délka')).toHaveValue('120');
    jest.mocked(getCreativeFormat).mockResolvedValue(fresh);
    await user.click(screen.getByRole('button', { name: 'Načíst znovu' }));
    await waitFor(() => expect(input('headline', 'Největší délka')).toHaveValue('60'));
    expect(screen.queryByText(CONFLICT_MESSAGE)).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/templates'));
    expect(jest.mocked(updateCreativeFormat).mock.calls[1]![1].version).toBe(4);
  });

  it('keeps the restrictions at the editor minimums (spec 001 §5)', async () => {
    await open();
    await loaded();
    expect(input('headline', 'Největší délka')).toHaveAttribute('aria-valuemin', '1');
    expect(input('desktop_image', 'Šířka')).toHaveAttribute('aria-valuemin', '1');
    expect(input('desktop_image', 'Výška')).toHaveAttribute('aria-valuemin', '1');
    expect(input('desktop_image', 'Největší velikost (KB)')).toHaveAttribute('aria-valuemin', '1');
    expect(input('price', 'Krok')).toHaveAttribute('aria-valuemin', '0');
  });

  it("shows the server's field errors beside their fields and stays", async () => {
    jest.mocked(updateCreativeFormat).mockRejectedValue(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Zkontrolujte prosím zadané údaje.',
        requestId: 'r',
        fieldErrors: {
          'fields.2.restrictions.2': ['Šířka je příliš velká.'],
          'fields.1.restrictions': ['Nejmenší hodnota je větší než největší.'],
        },
      }),
    );
    const router = await open();
    await loaded();
    await user.click(save());
    const message = await screen.findByText('Šířka je příliš velká.');
    expect(message).toHaveAttribute('id', 'format-field-2-rules-width-error');
    expect(input('desktop_image', 'Šířka')).toHaveAttribute('aria-invalid', 'true');
    expect(fieldset('price').getByText('Nejmenší hodnota je větší než největší.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/templates/5');
  });

  it('shows the server message of a refused save (409)', async () => {
    const message = 'Pole alt_text nelze odebrat, kreativy je mají vyplněná.';
    jest
      .mocked(updateCreativeFormat)
      .mockRejectedValue(new ApiError(409, { code: 'creative_field_in_use', message, requestId: 'r' }));
    await open();
    await loaded();
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('names the products that use the format', async () => {
    await open();
    await loaded();
    expect(screen.getByText('Formát používají produkty: Leaderboard na titulní straně.')).toBeInTheDocument();
  });

  it("names products and fields in the user's language, read again on a switch, the typing kept", async () => {
    await open();
    await loaded();
    // Czech: each field's label for buyers beside its technical name.
    expect(fieldset('headline').getByText('Nadpis')).toBeInTheDocument();
    await retype(input('headline', 'Zobrazovaný název (en-GB)'), 'Heading');
    jest
      .mocked(getCreativeFormat)
      .mockResolvedValue({ ...LEADERBOARD, products: [{ id: 3, name: 'Homepage leaderboard' }] });
    act(() => sessionStore.getState().setLocale('en-GB'));
    try {
      expect(await screen.findByText('Formát používají produkty: Homepage leaderboard.')).toBeInTheDocument();
      expect(getCreativeFormat).toHaveBeenCalledTimes(2);
      expect(input('headline', 'Zobrazovaný název (en-GB)')).toHaveValue('Heading');
      expect(fieldset('headline').getByText('Heading')).toBeInTheDocument();
    } finally {
      act(() => sessionStore.getState().setLocale('cs-CZ'));
    }
  });

  it('saves a required field made optional only once the administrator confirms it', async () => {
    const message =
      'Formát používají produkty Leaderboard na titulní straně: po odebrání povinného pole headline ho jejich nové kreativy už nebudou vyžadovat. Potvrďte odebrání.';
    jest
      .mocked(updateCreativeFormat)
      .mockRejectedValueOnce(
        new ApiError(409, { code: 'creative_format_required_field_removed', message, requestId: 'r' }),
      )
      .mockResolvedValueOnce(LEADERBOARD);
    const router = await open();
    await loaded();
    await user.click(fieldset('headline').getByRole('checkbox', { name: /Povinné/ }));
    await user.click(save());
    const question = within(await screen.findByRole('dialog', { name: 'Přestane být pole povinné?' }));
    expect(question.getByText(message)).toBeInTheDocument();
    expect(jest.mocked(updateCreativeFormat).mock.calls[0]![1]).toMatchObject({
      confirmRequiredFieldRemoval: false,
    });
    await user.click(question.getByRole('button', { name: 'Přesto uložit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/templates'));
    const [, confirmed] = jest.mocked(updateCreativeFormat).mock.calls[1]!;
    expect(confirmed).toMatchObject({ confirmRequiredFieldRemoval: true });
    expect(confirmed.fields[0]).toMatchObject({ name: 'headline', required: false });
  });

  it('is not found when the server does not know it; Back returns to the list', async () => {
    jest
      .mocked(getCreativeFormat)
      .mockRejectedValue(
        new ApiError(404, { code: 'creative_format_not_found', message: 'Nenalezeno.', requestId: 'r' }),
      );
    const router = await open('/settings/templates/999');
    expect(
      await screen.findByText('Formát kreativy nebyl nalezen.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Zpět$/ }));
    expect(router.state.location.pathname).toBe('/settings/templates');
  });
});
