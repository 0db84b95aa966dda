import { useLingui } from '@lingui/react/macro';
import { listCreativeFormats } from '@portal/shared-contracts/creatives';
import { useErrorText } from '@portal/shared-ui';
import type { SelectOption } from '@portal/shared-ui/form';
import useSWR from 'swr';

/**
 * Every creative format as a select's options (GET /creatives/formats: one short list, so the
 * select filters it itself by name).
 */
export function useCreativeFormatOptions() {
  const errorText = useErrorText();
  // The product and the landing page type read the same key: one request for both screens.
  const formats = useSWR('creatives/formats', () => listCreativeFormats(), { revalidateOnFocus: false });
  const options: SelectOption<number>[] = (formats.data ?? []).map((format) => ({
    value: format.id,
    label: format.name,
  }));
  return { options, loading: formats.isLoading, loadError: formats.error ? errorText(formats.error) : '' };
}

/** Under the select when the list could not be read: the server's message. */
export function CreativeFormatsLoadError({ loadError }: { loadError: string }) {
  const { t } = useLingui();
  if (!loadError) return null;
  return (
    <div role="alert" style={{ color: '#ff4d4f', marginTop: -8, marginBottom: 16 }}>
      {t`Formáty kreativ se nepodařilo načíst: ${loadError}`}
    </div>
  );
}
