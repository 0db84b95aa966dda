import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, type DataRouter } from '@portal/shared-ui/router';

export function App({ router }: { router: DataRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
