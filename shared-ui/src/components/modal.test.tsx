import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Nová kampaň
      </button>
      {open && (
        <Modal open title="Nová kampaň" onCancel={() => setOpen(false)} footer={null}>
          <input aria-label="Název" />
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('gives the focus back to its opener when the screen unmounts it on closing', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Nová kampaň' });
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps the static dialogs of antd', () => {
    expect(typeof Modal.confirm).toBe('function');
    expect(typeof Modal.useModal).toBe('function');
  });
});
