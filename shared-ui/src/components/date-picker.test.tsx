import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { DatePicker } from './date-picker';

const mockLoaded = jest.fn();
jest.mock('./antd-date-picker', () => {
  mockLoaded();
  return jest.requireActual('./antd-date-picker');
});

describe('DatePicker (antd, loaded when first used)', () => {
  beforeEach(() => mockLoaded.mockClear());

  it('stands in with a plain input until it is used, then opens the real picker', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <DatePicker aria-label="Od" placeholder="Od" format="DD.MM.YYYY" value={null} onChange={onChange} />,
    );
    const field = screen.getByRole('textbox', { name: 'Od' });
    expect(field).toHaveAttribute('placeholder', 'Od');
    expect(container.querySelector('.ant-picker')).toBeNull();
    expect(mockLoaded).not.toHaveBeenCalled();

    await userEvent.click(field);
    // The real picker takes the stand-in's place, focused and open. (The first import of antd's
    // picker under jsdom takes a while.)
    await waitFor(() => expect(container.querySelector('.ant-picker')).not.toBeNull(), { timeout: 10_000 });
    expect(mockLoaded).toHaveBeenCalledTimes(1);
    const picker = screen.getByRole('textbox', { name: 'Od' });
    await waitFor(() => expect(picker).toHaveFocus());
    const day = await waitFor(() => {
      const cell = document.querySelector<HTMLElement>(
        `.ant-picker-dropdown td[title="${dayjs().format('YYYY-MM-DD')}"]`,
      );
      expect(cell).not.toBeNull();
      return cell!;
    });
    await userEvent.click(day);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(dayjs.isDayjs(onChange.mock.calls[0][0])).toBe(true);
  });

  it('tabbing into the field swaps in the real picker, focused and closed', async () => {
    const { container } = render(
      <DatePicker
        aria-label="Do"
        placeholder="Do"
        format="DD.MM.YYYY"
        value={null}
        onChange={() => undefined}
      />,
    );
    await userEvent.tab();
    await waitFor(() => expect(container.querySelector('.ant-picker')).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Do' })).toHaveFocus());
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
  });

  it('shows the real picker at once for a value', async () => {
    const { container } = render(
      <DatePicker
        aria-label="Do"
        format="DD.MM.YYYY"
        value={dayjs('2026-03-01')}
        onChange={() => undefined}
      />,
    );
    await waitFor(() => expect(container.querySelector('.ant-picker')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Do' })).toHaveValue('01.03.2026');
  });

  it('an eager field fetches the real picker at once and shows it, neither focused nor open', async () => {
    const { container } = render(
      <DatePicker eager aria-label="Začátek" format="DD.MM.YYYY" value={null} onChange={() => undefined} />,
    );
    await waitFor(() => expect(container.querySelector('.ant-picker')).not.toBeNull(), { timeout: 10_000 });
    const field = screen.getByRole('textbox', { name: 'Začátek' });
    expect(field).not.toHaveAttribute('readonly');
    expect(field).not.toHaveFocus();
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
  });
});
