import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Empty,
  EmptyState,
  Flex,
  StatusPanel,
  Typography,
} from '@portal/shared-ui/components';
import { notification } from '@portal/shared-ui/form-components';
import { COMPONENTS, FORM_COMPONENTS, importLine, Sample, Section } from './sample';

const TYPES = ['success', 'info', 'warning', 'error'] as const;

export function MessagesSection() {
  const { t } = useLingui();
  const titles = {
    success: t`Kampaň byla uložena`,
    info: t`Kampaň čeká na schválení`,
    warning: t`Termín se blíží`,
    error: t`Kampaň se nepodařilo uložit`,
  };
  const descriptions = {
    success: t`Potvrzení dokončené akce.`,
    info: t`Neutrální informace k obrazovce.`,
    warning: t`Upozornění, které nebrání pokračovat.`,
    error: t`Chyba, kterou musí uživatel vyřešit.`,
  };
  return (
    <Section
      id="messages"
      title={t`Zprávy`}
      description={t`Trvalé zprávy na stránce (Alert), krátká oznámení po akci (notification) a prázdné a chybové stavy.`}
    >
      <Sample title={t`Zpráva na stránce`} imports={importLine(['Alert'], COMPONENTS)}>
        <Flex vertical gap={8}>
          {TYPES.map((type) => (
            <Alert key={type} type={type} showIcon title={titles[type]} description={descriptions[type]} />
          ))}
        </Flex>
      </Sample>

      <Sample
        title={t`Oznámení`}
        imports={importLine(['notification'], FORM_COMPONENTS)}
        usage="notification.success({ title: t`…`, description: name });"
        description={t`Oznámení v rohu obrazovky po dokončené akci.`}
      >
        <Flex wrap gap={8}>
          {TYPES.map((type) => (
            <Button
              key={type}
              onClick={() => notification[type]({ title: titles[type], description: descriptions[type] })}
            >
              {/* Not the copyable Code: its copy button cannot sit inside this button. */}
              <Typography.Text code>{`notification.${type}()`}</Typography.Text>
            </Button>
          ))}
        </Flex>
      </Sample>

      <Sample
        title={t`Prázdný seznam`}
        imports={importLine(['EmptyState', 'Empty'], COMPONENTS)}
        description={t`EmptyState je prázdná tabulka podle specifikace (text „Nenalezeny žádné položky“), Empty z antd je pro ostatní prázdná místa.`}
      >
        <Flex wrap gap={32} justify="space-around">
          <EmptyState />
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Zatím žádné kreativy`} />
        </Flex>
      </Sample>

      <Sample
        title={t`Stavový panel`}
        imports={importLine(['StatusPanel'], COMPONENTS)}
        description={t`Nenalezeno, zamítnutý přístup, nedostupná část portálu: lehčí náhrada Result z antd, s tónem info, warning nebo error.`}
      >
        <Flex wrap justify="space-around">
          <StatusPanel code="404" title={t`Stránka nenalezena`} headingLevel={3} />
          <StatusPanel
            headingLevel={3}
            code="403"
            tone="warning"
            title={t`Přístup zamítnut`}
            text={t`Nejste oprávněni zobrazit tuto stránku.`}
          />
          <StatusPanel
            headingLevel={3}
            code="!"
            tone="error"
            title={t`Nastala neočekávaná chyba`}
            action={<Button type="primary">{t`Zkusit znovu`}</Button>}
          />
        </Flex>
      </Sample>
    </Section>
  );
}
