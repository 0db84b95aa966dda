import { plural } from '@lingui/core/macro';
import type { ReviewQueueItem } from '@portal/shared-contracts/landing-pages';
import { Flex, Typography } from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';

/** Items shown per entry; more are counted. */
const SHOWN = 2;

/** The campaigns and items an entry waits for (a creative's waiting items, a zip's item). */
export function ItemsCell({ items }: { items: readonly ReviewQueueItem[] }) {
  if (items.length === 0) return <>–</>;
  const more = items.length - SHOWN;
  return (
    <Flex vertical gap={4}>
      {items.slice(0, SHOWN).map((item) => (
        <span key={item.id}>
          <Link to={`/campaigns/${item.campaign.id}`}>{item.campaign.name}</Link>
          <br />
          <Typography.Text type="secondary">{item.name}</Typography.Text>
        </span>
      ))}
      {more > 0 && (
        <Typography.Text type="secondary">
          {plural(more, { one: 'a # další položka', few: 'a # další položky', other: 'a # dalších položek' })}
        </Typography.Text>
      )}
    </Flex>
  );
}
