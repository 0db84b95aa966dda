import { useLingui } from '@lingui/react/macro';
import { isApiError, type UiLocale } from '@portal/shared-contracts/core';
import { getContentPage, HELP_PAGE_CODE, type ContentPage } from '@portal/shared-contracts/settings';
import { hasAccess, useCurrentUser, useLocale } from '@portal/shared-ui';
import { Alert, Button, Empty, Flex, PageTitle, Spin } from '@portal/shared-ui/components';
import { useState } from 'react';
import useSWR from 'swr';
import { HelpEditor } from './help-editor';
import { useDocumentTitle } from './use-document-title';
import { usePageScript } from './use-page-script';
import { useMenuHighlight } from '../../layout/active-menu';
import { HELP_ENTRY } from '../../layout/menu-entries';

/** The SWR key of a content page: per UI locale, so a language switch reads the page again. */
export const contentPageKey = (code: string, locale: string) => ['content-page', code, locale] as const;

/** No page in the language nor in Czech: the empty state (an administrator may write one). */
const isMissing = (error: unknown) => isApiError(error) && error.code === 'page_not_found';

/**
 * The help page at /help (spec 000 §2 "Other", shell page 'helpPage'), for every signed-in user: the
 * page of the UI's language (the Czech one while the language has none), its title in the browser's
 * title, its server-sanitised HTML and then its script. Administrators edit title, HTML and script;
 * the script runs again after leaving the edit mode.
 */
export function HelpPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const locale = useLocale();
  const code = HELP_PAGE_CODE;
  const { data, error, isLoading, mutate } = useSWR(contentPageKey(code, locale), () => getContentPage(code));
  const mayEdit = user !== null && hasAccess('administrators', user);
  const missing = !data && isMissing(error);
  // Edited in one language: switching the language leaves the edit mode (the other page loads).
  const [editedIn, setEditedIn] = useState<UiLocale | null>(null);
  // Raised by reading the page again after an edit conflict: the editor starts anew from that read.
  const [reads, setReads] = useState(0);
  const editing = mayEdit && editedIn === locale && (data !== undefined || missing);

  useDocumentTitle(data?.title ?? (editing || missing ? t`Nápověda` : null));
  useMenuHighlight(HELP_ENTRY.key);
  usePageScript(editing ? null : data, locale);

  const saved = (page: ContentPage) => {
    void mutate(page, { revalidate: false });
    setEditedIn(null);
  };

  const reload = async () => {
    const fresh = await getContentPage(code);
    await mutate(fresh, { revalidate: false });
    setReads((count) => count + 1);
  };

  const body = () => {
    if (editing)
      return (
        <HelpEditor
          key={reads}
          code={code}
          page={data ?? null}
          locale={locale}
          onSaved={saved}
          onCancel={() => setEditedIn(null)}
          onReload={reload}
        />
      );
    if (data?.content.trim())
      // HTML sanitised by the server on every save (api services/pages/sanitize-content.ts).
      return <div className="content-page" dangerouslySetInnerHTML={{ __html: data.content }} />;
    if (data || missing)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Nápověda zatím nemá žádný obsah.`} />;
    if (error)
      return (
        <Alert
          type="error"
          showIcon
          title={t`Nápovědu se nepodařilo načíst.`}
          description={(isApiError(error) && error.body.message) || t`Nastala neočekávaná chyba`}
          action={
            <Button size="small" onClick={() => void mutate()}>
              {t`Zkusit znovu`}
            </Button>
          }
        />
      );
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" description={t`Načítání…`}>
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </Flex>
    );
  };

  return (
    <section aria-labelledby="help-page-title" aria-busy={isLoading}>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <PageTitle id="help-page-title" style={{ margin: 0 }}>
          {data?.title ?? t`Nápověda`}
        </PageTitle>
        {mayEdit && !editing && (data || missing) && (
          <Button onClick={() => setEditedIn(locale)}>{t`Upravit`}</Button>
        )}
      </Flex>
      {body()}
    </section>
  );
}
