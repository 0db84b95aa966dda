import { useLocale } from '@portal/shared-ui';
import {
  ANTD_LOCALES,
  ConfigProvider,
  PORTAL_STATIC_THEME,
  PORTAL_THEME,
} from '@portal/shared-ui/components';
import { antdStylesheetLoaded } from './antd-stylesheet';

/** antd's styles from the build's stylesheet once it is on the page, generated at run time otherwise. */
export const antdTheme = () => (antdStylesheetLoaded() ? PORTAL_STATIC_THEME : PORTAL_THEME);

/** antd in the portal's theme and the UI's language. */
export function AntdConfig({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={antdTheme()}>
      {children}
    </ConfigProvider>
  );
}

/**
 * antd's static `notification` (what the screens show after an action) renders in a React root of its
 * own, outside every ConfigProvider of the page: without this its close button was labelled in English
 * and it took antd's default colours (a success icon below the contrast the portal's theme keeps) and
 * run-time styles. The holder follows the session's language as it changes (a store, not a context).
 */
export function configureAntdStaticHolder() {
  ConfigProvider.config({ holderRender: (children) => <AntdConfig>{children}</AntdConfig> });
}
