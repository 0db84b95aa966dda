import { useLingui } from '@lingui/react/macro';
import { DATE_FORMAT } from '@portal/shared-ui';
import { Checkbox, DatePicker, Flex, Input, Select } from '@portal/shared-ui/components';
import { InputNumber, Radio } from '@portal/shared-ui/form-components';
import { DemoField } from './demo-field';
import { COMPONENTS, FORM_COMPONENTS, importLine, Sample, SHARED_UI, Section } from './sample';

export function InputsSection() {
  const { t } = useLingui();
  const channels = [
    { value: 'banner', label: t`Bannery` },
    { value: 'native', label: t`Nativní reklama` },
    { value: 'mail', label: t`E-mailing` },
  ];
  return (
    <Section
      id="inputs"
      title={t`Formulářová pole`}
      description={t`Pole s popiskem (label s htmlFor na id pole), nápovědou pod polem a chybovým stavem. Remoty skládají popisek, pole a zprávu komponentou Field ve svém src/common/field.tsx.`}
    >
      <Sample title={t`Text`} imports={importLine(['Input'], COMPONENTS)}>
        <Flex wrap gap={16}>
          <DemoField id="sg-input" label={t`Název kampaně`} help={t`Nápověda pod polem.`}>
            <Input id="sg-input" placeholder={t`Např. Jarní akce`} aria-describedby="sg-input-message" />
          </DemoField>
          <DemoField id="sg-search" label={t`Hledání (Input.Search)`}>
            <Input.Search id="sg-search" placeholder={t`Hledat`} allowClear />
          </DemoField>
          <DemoField id="sg-password" label={t`Heslo (Input.Password)`}>
            <Input.Password id="sg-password" autoComplete="new-password" />
          </DemoField>
          <DemoField id="sg-textarea" label={t`Poznámka (Input.TextArea)`}>
            <Input.TextArea id="sg-textarea" rows={3} showCount maxLength={200} />
          </DemoField>
        </Flex>
      </Sample>

      <Sample title={t`Číslo`} imports={importLine(['InputNumber'], FORM_COMPONENTS)}>
        <Flex wrap gap={16}>
          <DemoField id="sg-number" label={t`Rozpočet`}>
            <InputNumber id="sg-number" min={0} step={1000} suffix="CZK" style={{ width: '100%' }} />
          </DemoField>
        </Flex>
      </Sample>

      <Sample title={t`Výběr`} imports={importLine(['Select'], COMPONENTS)}>
        <Flex wrap gap={16}>
          <DemoField id="sg-select" label={t`Kanál`}>
            <Select id="sg-select" options={channels} placeholder={t`Vyberte`} style={{ width: '100%' }} />
          </DemoField>
          <DemoField id="sg-multi" label={t`Kanály (mode="multiple")`}>
            <Select
              id="sg-multi"
              mode="multiple"
              options={channels}
              defaultValue={['banner', 'mail']}
              allowClear
              style={{ width: '100%' }}
            />
          </DemoField>
        </Flex>
      </Sample>

      <Sample
        title={t`Datum`}
        imports={[importLine(['DatePicker'], COMPONENTS), importLine(['DATE_FORMAT'], SHARED_UI)]}
        description={t`DatePicker ze shared-ui má vlastnosti DatePickeru antd; kalendář se stáhne až při prvním použití pole. Rozsah dat se zadává dvěma poli Od a Do (RangePicker shared-ui nenabízí).`}
      >
        <Flex wrap gap={16}>
          <DemoField id="sg-date" label={t`Datum`}>
            <DatePicker
              id="sg-date"
              format={DATE_FORMAT}
              placeholder={DATE_FORMAT}
              style={{ width: '100%' }}
            />
          </DemoField>
          <DemoField id="sg-from" label={t`Od – do`}>
            <Flex gap={8}>
              <DatePicker id="sg-from" format={DATE_FORMAT} placeholder={t`Od`} aria-label={t`Od`} />
              <DatePicker format={DATE_FORMAT} placeholder={t`Do`} aria-label={t`Do`} />
            </Flex>
          </DemoField>
        </Flex>
      </Sample>

      <Sample
        title={t`Zaškrtávací pole a přepínače`}
        imports={[importLine(['Checkbox'], COMPONENTS), importLine(['Radio'], FORM_COMPONENTS)]}
      >
        <Flex wrap gap={32}>
          <Flex vertical gap={8}>
            <Checkbox defaultChecked>{t`Jen moje kampaně`}</Checkbox>
            <Checkbox>{t`Zobrazit archivované`}</Checkbox>
            <Checkbox disabled>{t`Nedostupná volba`}</Checkbox>
          </Flex>
          <Radio.Group
            aria-label={t`Typ ceny`}
            defaultValue="FLAT_RATE"
            options={[
              { value: 'FLAT_RATE', label: 'Flat Rate' },
              { value: 'CPM', label: 'CPM' },
              { value: 'CPC', label: 'CPC', disabled: true },
            ]}
          />
        </Flex>
      </Sample>

      <Sample
        title={t`Nedostupné a chybné pole`}
        imports={importLine(['Input', 'Select'], COMPONENTS)}
        description={t`Chybné pole má status="error" a aria-invalid, text chyby je pod polem a pole na něj odkazuje přes aria-describedby.`}
      >
        <Flex wrap gap={16}>
          <DemoField id="sg-disabled" label={t`Nedostupné pole`} help={t`Hodnotu nelze změnit.`}>
            <Input
              id="sg-disabled"
              value={t`Uzavřená kampaň`}
              disabled
              aria-describedby="sg-disabled-message"
            />
          </DemoField>
          <DemoField id="sg-disabled-select" label={t`Nedostupný výběr`}>
            <Select
              id="sg-disabled-select"
              options={channels}
              value="banner"
              disabled
              style={{ width: '100%' }}
            />
          </DemoField>
          <DemoField id="sg-error" label={t`E-mail`} error={t`Zadejte platnou e-mailovou adresu.`}>
            <Input
              id="sg-error"
              defaultValue="novak@"
              status="error"
              aria-invalid="true"
              aria-describedby="sg-error-message"
            />
          </DemoField>
        </Flex>
      </Sample>
    </Section>
  );
}
