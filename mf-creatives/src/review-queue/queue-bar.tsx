import { useLingui } from '@lingui/react/macro';
import type { ReviewQueueRef } from '@portal/shared-contracts/landing-pages';
import { Alert, Button, Flex } from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';
import { useState } from 'react';
import type { QueueReview } from './use-queue-review';

/**
 * The line above a review opened from the queue: back to the queue (with its filters), or on to the
 * next waiting entry without deciding this one.
 */
export function QueueBar({ review, entry }: { review: QueueReview; entry: ReviewQueueRef }) {
  const { t } = useLingui();
  const [moving, setMoving] = useState(false);
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      title={t`Kontrola z fronty ke schválení: po schválení nebo vrácení přejdete na další čekající položku.`}
      action={
        <Flex gap={8} wrap>
          <Link to={review.listLink}>{t`Zpět do fronty`}</Link>
          <Button
            size="small"
            loading={moving}
            onClick={() => {
              setMoving(true);
              void review.next(entry).finally(() => setMoving(false));
            }}
          >
            {t`Přeskočit`}
          </Button>
        </Flex>
      }
    />
  );
}
