import { useLingui } from '@lingui/react/macro';
import type { CatalogueTranslationLanguage } from '@portal/shared-contracts/catalogue';
import { Badge, Typography } from '@portal/shared-ui/components';
import { Tabs } from '@portal/shared-ui/form-components';
import { useState, type ReactNode } from 'react';
import { visuallyHidden } from '@portal/shared-ui';

/** The languages of the catalogue's texts: Czech (the texts themselves), then their translations. */
export type TextLanguage = 'cs' | CatalogueTranslationLanguage;
export const TEXT_LANGUAGES = ['cs', 'en', 'pl'] as const satisfies readonly TextLanguage[];

const isTextLanguage = (key: string): key is TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(key);

interface LanguageTabsProps {
  /** Whether the fields of a language show an error: its tab is marked, and shown when it gets one. */
  hasError: (language: TextLanguage) => boolean;
  /** The fields of a language (only the shown tab's are rendered). */
  children: (language: TextLanguage) => ReactNode;
}

/**
 * The catalogue's texts by language, a tab each: Čeština (the texts buyers see unless their language
 * has its own), English and Polski (optional; empty: the Czech text shows, the hint says so). A tab
 * whose fields hold an error is marked (red, with a dot, and "contains an error" for screen readers);
 * when a tab other than the shown one gets an error (a refused save), it is shown.
 */
export function LanguageTabs({ hasError, children }: LanguageTabsProps) {
  const { t } = useLingui();
  // Each language in its own name, the same in every language of the portal.
  const names: Record<TextLanguage, string> = { cs: t`Čeština`, en: t`English`, pl: t`Polski` };
  const [active, setActive] = useState<TextLanguage>('cs');
  const withErrors = TEXT_LANGUAGES.filter(hasError);
  const [seen, setSeen] = useState<readonly TextLanguage[]>(withErrors);
  if (seen.join() !== withErrors.join()) {
    setSeen(withErrors);
    const added = withErrors.filter((language) => !seen.includes(language));
    if (added[0] && !withErrors.includes(active)) setActive(added[0]);
  }

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => isTextLanguage(key) && setActive(key)}
      destroyOnHidden
      size="small"
      items={TEXT_LANGUAGES.map((language) => {
        const error = withErrors.includes(language);
        return {
          key: language,
          label: (
            <span style={error ? { color: '#ff4d4f' } : undefined}>
              <span lang={language}>{names[language]}</span>
              {error && (
                <>
                  <Badge status="error" style={{ marginInlineStart: 6 }} />
                  <span style={visuallyHidden}> ({t`obsahuje chybu`})</span>
                </>
              )}
            </span>
          ),
          children: (
            <>
              {language !== 'cs' && (
                <Typography.Paragraph type="secondary">
                  {t`Nevyplněné texty se zákazníkům zobrazí česky.`}
                </Typography.Paragraph>
              )}
              {children(language)}
            </>
          ),
        };
      })}
    />
  );
}
