import { Trans } from '@lingui/react/macro';
import { Alert, Button, Flex } from '@portal/shared-ui/components';
import { useState } from 'react';
import type { ReleasePreview } from '../app/portal-config';
import { reloadPage } from '../app/reload-page';

function PreviewLine({ name, version: known }: ReleasePreview) {
  const version = known ?? '–';
  return (
    <div>
      <Trans>
        Zkoušíte ve svém prohlížeči verzi {version} modulu {name}
      </Trans>
    </div>
  );
}

/**
 * On every page of a session that previews a version of the shell or of a remote (an administrator
 * tries a release before promoting it, docs/releasing.md): which, and a button that ends every preview
 * and reloads the page, so the live versions run again.
 */
export function PreviewBanner({ previews }: { previews: ReleasePreview[] }) {
  const [ending, setEnding] = useState(false);
  const [failed, setFailed] = useState(false);
  if (previews.length === 0) return null;

  const endPreviews = async () => {
    setEnding(true);
    setFailed(false);
    try {
      // Loaded with the click: the releases' contracts are of no use to a page that previews nothing.
      const { endReleasePreview } = await import('@portal/shared-contracts/settings');
      await Promise.all(previews.map((preview) => endReleasePreview(preview.name)));
      reloadPage();
    } catch {
      setFailed(true);
      setEnding(false);
    }
  };

  return (
    <Alert
      banner
      type="warning"
      role="status"
      title={
        <Flex vertical>
          {previews.map((preview) => (
            <PreviewLine key={preview.name} {...preview} />
          ))}
        </Flex>
      }
      description={failed ? <Trans>Náhled se nepodařilo ukončit. Zkuste to prosím znovu.</Trans> : undefined}
      action={
        <Button size="small" loading={ending} onClick={() => void endPreviews()}>
          <Trans>Ukončit náhled</Trans>
        </Button>
      }
    />
  );
}
