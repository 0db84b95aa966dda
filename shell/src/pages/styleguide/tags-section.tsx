import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Flex, Tag } from '@portal/shared-ui/components';
import { Code, COMPONENTS, importLine, Sample, Section } from './sample';

export function TagsSection() {
  const { t } = useLingui();
  const tags = [
    { color: undefined, text: t`Koncept` },
    { color: 'processing', text: t`Čeká na schválení` },
    { color: 'success', text: t`Schváleno` },
    { color: 'warning', text: t`Vyžaduje úpravu` },
    { color: 'error', text: t`Zamítnuto` },
    { color: 'blue', text: 'blue' },
    { color: 'purple', text: 'purple' },
  ];
  const statuses = [
    { status: 'success', text: t`Aktivní` },
    { status: 'processing', text: t`Běží` },
    { status: 'default', text: t`Neaktivní` },
    { status: 'warning', text: t`Pozastaveno` },
    { status: 'error', text: t`Chyba` },
  ] as const;
  return (
    <Section
      id="tags"
      title={t`Štítky a odznaky`}
      description={t`Štítek (Tag) označuje stav nebo kategorii, odznak (Badge) počet nebo stav u jiného prvku.`}
    >
      <Sample title={t`Štítky`} imports={importLine(['Tag'], COMPONENTS)}>
        <Flex wrap gap={8}>
          {tags.map(({ color, text }) => (
            <Flex key={text} vertical align="start" gap={4}>
              <Tag color={color}>{text}</Tag>
              <Code>{color ? `color="${color}"` : '<Tag>'}</Code>
            </Flex>
          ))}
        </Flex>
      </Sample>

      <Sample title={t`Odznaky`} imports={importLine(['Badge'], COMPONENTS)}>
        <Flex vertical gap={16}>
          <Flex wrap gap={32} align="center">
            <Badge count={5}>
              <Button>{t`Ke schválení`}</Button>
            </Badge>
            <Badge count={120} overflowCount={99}>
              <Button>{t`Zprávy`}</Button>
            </Badge>
            <Badge dot>
              <Button>{t`Novinky`}</Button>
            </Badge>
          </Flex>
          <Flex wrap gap={16}>
            {statuses.map(({ status, text }) => (
              <Flex key={status} vertical align="start" gap={4}>
                <Badge status={status} text={text} />
                <Code>{`status="${status}"`}</Code>
              </Flex>
            ))}
          </Flex>
        </Flex>
      </Sample>
    </Section>
  );
}
