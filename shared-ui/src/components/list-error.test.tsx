import { ApiError } from '@portal/shared-contracts/core';
import { render, screen } from '@testing-library/react';
import { PortalProviders, setupUser } from '../testing';
import { ListError } from './list-error';

describe('ListError (spec 001 §8)', () => {
  it("says the server's message and tries again", async () => {
    const onRetry = jest.fn();
    render(
      <PortalProviders>
        <ListError
          error={
            new ApiError(500, { code: 'internal_error', message: 'Databáze neodpovídá', requestId: 'r' })
          }
          onRetry={onRetry}
        />
      </PortalProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Databáze neodpovídá');
    await setupUser().click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the unexpected-error text for a call that did not reach the server', () => {
    render(
      <PortalProviders>
        <ListError error={new TypeError('Failed to fetch')} onRetry={() => undefined} />
      </PortalProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nastala neočekávaná chyba');
  });
});
