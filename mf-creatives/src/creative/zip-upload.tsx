import { useLingui } from '@lingui/react/macro';
import {
  uploadCampaignItemCreativeZip,
  type CampaignItemDetail,
} from '@portal/shared-contracts/campaign-items';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Button, DownloadOutlined, Flex, Typography } from '@portal/shared-ui/components';
import { notification, Progress } from '@portal/shared-ui/form-components';
import { useRef, useState } from 'react';
import { PartFrame } from '../common/part-frame';

/** Spec 001 §5 "Zip upload accepts application/zip" (and the extension, for systems that send none). */
const ZIP_ACCEPT = 'application/zip,application/x-zip-compressed,.zip';

/**
 * The item's creative as one zip (spec 000 §2 "zip upload" tab): upload with its progress, replacing
 * an earlier zip; a failure shows the server message, otherwise the generic error (spec 001 §8).
 * Retailer staff also get the download of the uploaded zip.
 */
export function ZipUpload({
  detail,
  disabled,
  onUploaded,
}: {
  detail: CampaignItemDetail;
  disabled?: boolean;
  onUploaded: (detail: CampaignItemDetail) => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { item } = detail;

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const answer = await uploadCampaignItemCreativeZip(item.id, file, {
        onProgress: ({ percent }) => setProgress(percent),
      });
      const name = file.name;
      notification.success({ title: t`ZIP nahrán`, description: t`Soubor ${name} je kreativou položky.` });
      onUploaded(answer);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setProgress(null);
    }
  };

  return (
    <PartFrame
      id="creative-zip"
      group
      label={t`Kreativa jako ZIP`}
      help={t`Celou kreativu lze nahrát jako jeden soubor ZIP. Nový ZIP nahradí dřívější.`}
      error={error}
    >
      <Flex vertical gap={8} align="flex-start">
        {item.zipUploaded ? (
          <Alert
            type="success"
            showIcon
            title={t`K položce je nahrán ZIP s kreativou.`}
            description={t`Kreativa se s nahraným ZIPem počítá jako vyplněná.`}
          />
        ) : (
          <Typography.Text type="secondary">{t`ZIP zatím nebyl nahrán.`}</Typography.Text>
        )}
        {item.sasInfo.zipCreativeURL && (
          <Button icon={<DownloadOutlined />} href={item.sasInfo.zipCreativeURL}>
            {t`Stáhnout ZIP`}
          </Button>
        )}
        <input
          ref={input}
          id="creative-zip"
          type="file"
          accept={ZIP_ACCEPT}
          aria-label={t`Soubor ZIP s kreativou`}
          disabled={disabled || progress !== null}
          tabIndex={-1}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void upload(chosen);
          }}
        />
        <Button
          type={item.zipUploaded ? 'default' : 'primary'}
          disabled={disabled}
          loading={progress !== null}
          onClick={() => input.current?.click()}
        >
          {item.zipUploaded ? t`Nahrát jiný ZIP` : t`Nahrát ZIP`}
        </Button>
        {progress !== null && (
          <Progress
            percent={progress}
            size="small"
            style={{ maxWidth: 320, width: '100%' }}
            aria-label={t`Nahrávání ZIPu`}
          />
        )}
      </Flex>
    </PartFrame>
  );
}
