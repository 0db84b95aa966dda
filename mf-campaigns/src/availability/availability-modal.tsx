import { useLingui } from '@lingui/react/macro';
import type { AvailabilityPrefill } from '@portal/shared-contracts/catalogue';
import { useCurrentUser } from '@portal/shared-ui';
import { Flex } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { ProductAvailabilityPanel } from './availability-table';
import { useChooseAvailability } from './use-choose-availability';
import { WeeksWindow, windowStart } from './weeks-window';

/** Weeks the modal shows at once. */
export const MODAL_WEEKS = 12;

interface AvailabilityModalProps {
  /** The product whose availability is shown; null keeps the modal closed. */
  product: { id: number; titleOrName: string } | null;
  onClose: () => void;
  /** Called after a free cell was chosen and stored as the prefill (the navigation is done). */
  onChosen?: (prefill: AvailabilityPrefill) => void;
}

/** The availability modal of the product list and the order page (spec: availability modal). */
export function AvailabilityModal({ product, onClose, onChosen }: AvailabilityModalProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const choose = useChooseAvailability();
  const [from, setFrom] = useState(() => windowStart(null));
  const name = product?.titleOrName ?? '';
  return (
    <Modal
      open={product !== null}
      onCancel={onClose}
      footer={null}
      width={960}
      title={t`Dostupnost: ${name}`}
      destroyOnHidden
    >
      {product && (
        <Flex vertical gap={12}>
          <WeeksWindow from={from} weeks={MODAL_WEEKS} onChange={setFrom} />
          <ProductAvailabilityPanel
            productId={product.id}
            productName={product.titleOrName}
            from={from}
            weeks={MODAL_WEEKS}
            showOccupant={!!user?.isRetailer}
            onChoose={(prefill) => {
              onClose();
              choose(prefill);
              onChosen?.(prefill);
            }}
          />
        </Flex>
      )}
    </Modal>
  );
}
