import { ApiError } from '@portal/shared-contracts/core';
import { render, screen } from '@testing-library/react';
import { PortalProviders, setupUser } from '../testing';
import { LoadError, LoadingPanel } from './load-state';

describe('LoadingPanel', () => {
  it('says that it is loading, or what', () => {
    const view = render(
      <PortalProviders>
        <LoadingPanel />
      </PortalProviders>,
    );
    expect(screen.getByText('Načítání…')).toBeInTheDocument();
    view.rerender(
      <PortalProviders>
        <LoadingPanel compact text="Načítání změn…" width={160} />
      </PortalProviders>,
    );
    expect(screen.getByText('Načítání změn…')).toBeInTheDocument();
  });
});

describe('LoadError (spec 001 §8)', () => {
  it("says what could not be loaded and the server's message, and tries again", async () => {
    const onRetry = jest.fn();
    render(
      <PortalProviders>
        <LoadError
          title="Kampaň se nepodařilo načíst"
          error={
            new ApiError(500, { code: 'internal_error', message: 'Databáze neodpovídá', requestId: 'r' })
          }
          onRetry={onRetry}
        />
      </PortalProviders>,
    );
    expect(screen.getByText('Kampaň se nepodařilo načíst')).toBeInTheDocument();
    expect(screen.getByText('Databáze neodpovídá')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
