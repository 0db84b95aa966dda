import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@portal/shared-contracts/core';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { EditConflictNotice } from './edit-conflict-notice';

const conflict = new ApiError(409, {
  code: 'edit_conflict',
  message:
    'Záznam mezitím uložil(a) Dana Druhá (27.11.2026 9:05). Načtěte jej znovu a změny proveďte v aktuální verzi.',
  requestId: 'r1',
  conflict: { changedBy: { id: 7, name: 'Dana Druhá' }, changedAt: '2026-11-27T08:05:00.000Z', version: 4 },
});

// The catalogs are empty under jest: messages show their Czech source text.
i18n.loadAndActivate({ locale: 'cs-CZ', messages: {} });
const render = (element: ReactElement) => renderBare(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

describe('EditConflictNotice', () => {
  it('says who saved the record meanwhile and offers to read it again, with the focus on that', async () => {
    const onReload = jest.fn();
    render(<EditConflictNotice error={conflict} onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Záznam mezitím změnil někdo jiný');
    expect(screen.getByRole('alert')).toHaveTextContent('Dana Druhá (27.11.2026 9:05)');
    const reload = screen.getByRole('button', { name: 'Načíst znovu' });
    expect(reload).toHaveFocus();
    await userEvent.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for other failures', () => {
    const other = new ApiError(400, { code: 'validation_failed', message: 'x', requestId: 'r2' });
    render(<EditConflictNotice error={other} onReload={() => undefined} />);
    render(<EditConflictNotice error={null} onReload={() => undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
