import { useLingui } from '@lingui/react/macro';
import { Flex, Typography } from '@portal/shared-ui/components';
import { useLocation } from '@portal/shared-ui/router';
import { useEffect, type MouseEvent } from 'react';
import { ButtonsSection } from './buttons-section';
import { FormatSection } from './format-section';
import { IconsSection } from './icons-section';
import { InputsSection } from './inputs-section';
import { MessagesSection } from './messages-section';
import { TagsSection } from './tags-section';

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/**
 * Spec: the internal styleguide of administrators. A remote team looks up here how the shared
 * components of shared-ui look and which entry each is imported from.
 */
export function StyleguidePage() {
  const { t } = useLingui();
  const { hash } = useLocation();
  const contents = [
    { id: 'buttons', title: t`Tlačítka` },
    { id: 'inputs', title: t`Formulářová pole` },
    { id: 'messages', title: t`Zprávy` },
    { id: 'tags', title: t`Štítky a odznaky` },
    { id: 'icons', title: t`Ikony` },
    { id: 'formatting', title: t`Formátování` },
  ];

  // A link to a section (/styleguide#icons) arrives before the lazily loaded page has drawn it.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  // A plain hash link changes the history entry, which the router takes for a navigation and
  // re-checks the session with the server (router.tsx, shouldRevalidate); scrolling needs neither.
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToSection(id);
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={1}>{t`Styleguide`}</Typography.Title>
      <Typography.Paragraph>
        {t`Sdílené komponenty portálu z @portal/shared-ui. Remoty a shell importují antd a ikony jen přes @portal/shared-ui/components a @portal/shared-ui/form-components, nikdy přímo z antd. U každé ukázky je řádek importu ke zkopírování.`}
      </Typography.Paragraph>
      <nav aria-label={t`Obsah`} style={{ marginBottom: 32 }}>
        <Flex component="ul" wrap gap={16} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {contents.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`} onClick={(event) => jump(event, id)}>
                {title}
              </a>
            </li>
          ))}
        </Flex>
      </nav>
      <ButtonsSection />
      <InputsSection />
      <MessagesSection />
      <TagsSection />
      <IconsSection />
      <FormatSection />
    </div>
  );
}

export default StyleguidePage;
