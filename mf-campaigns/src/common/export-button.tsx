import { Trans } from '@lingui/react/macro';
import { Button, DownloadOutlined } from '@portal/shared-ui/components';

interface ExportButtonProps {
  /** The export's address with the list's current filter and order (campaignsExportUrl, campaignItemsExportUrl). */
  href: string;
  /** What the file holds (every row the filter matches, not only the page): the tooltip and the link's description. */
  description: string;
}

/**
 * "Export CSV" of a server-paged list: a plain download link (the browser sends the session cookie and
 * saves the API's file), so the export needs no request of its own in the screen. The name is the
 * visible text; the native tooltip (`title`) also describes the link to screen readers.
 */
export function ExportButton({ href, description }: ExportButtonProps) {
  return (
    <Button href={href} download title={description} icon={<DownloadOutlined aria-hidden />}>
      <Trans>Exportovat CSV</Trans>
    </Button>
  );
}
