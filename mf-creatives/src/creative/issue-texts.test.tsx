import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiError } from '@portal/shared-contracts/core';
import type { FieldValueIssue } from '@portal/shared-contracts/creatives';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTextIssueText, useUploadErrorTexts } from './issue-texts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

const refusal = (validationErrors: { type: string; params?: Record<string, unknown> }[]) =>
  new ApiError(400, {
    code: 'creative_file_invalid',
    message: 'Soubor nelze použít.',
    fieldErrors: { file: ['Text serveru.'] },
    validationErrors,
    requestId: 'r',
  });

describe('useTextIssueText', () => {
  it.each<[FieldValueIssue, string]>([
    [{ code: 'field_required' }, 'Pole Nadpis je povinné.'],
    [{ code: 'field_max_length', count: 1 }, 'Pole Nadpis může mít nejvýše 1 znak.'],
    [{ code: 'field_max_length', count: 60 }, 'Pole Nadpis může mít nejvýše 60 znaků.'],
    [{ code: 'creative_number_invalid' }, 'Pole Nadpis musí být číslo.'],
    [{ code: 'creative_number_integer' }, 'Pole Nadpis musí být celé číslo.'],
    [{ code: 'field_min_value', min: 1.5 }, 'Pole Nadpis musí být alespoň 1,50.'],
    [{ code: 'field_max_value', max: 10 }, 'Pole Nadpis může být nejvýše 10.'],
    [{ code: 'creative_number_step', step: 5 }, 'Pole Nadpis musí být násobkem 5.'],
    [{ code: 'creative_sku_min', count: 2 }, 'V poli Nadpis zvolte alespoň 2 produkty.'],
    [{ code: 'creative_sku_max', count: 5 }, 'V poli Nadpis lze zvolit nejvýše 5 produktů.'],
  ])("says %j in the error catalogue's words", (issue, text) => {
    const { result } = renderHook(() => useTextIssueText(), { wrapper });
    expect(result.current(issue, 'Nadpis')).toBe(text);
  });
});

describe('useUploadErrorTexts', () => {
  const texts = (error: unknown) =>
    renderHook(() => useUploadErrorTexts(), { wrapper }).result.current(error);

  it("says the upload checks in the error catalogue's words", () => {
    expect(
      texts(
        refusal([
          { type: 'fileTooBig', params: { current: 204_800, max: 153_600 } },
          { type: 'invalidImageWidth', params: { width: 300, actual: 200 } },
          { type: 'invalidImageHeight', params: { height: 310, actual: 210 } },
          { type: 'invalidImageFormat', params: { formats: 'JPEG, PNG', actual: 'WEBP' } },
          { type: 'notSupportedImageFormat', params: {} },
        ]),
      ),
    ).toEqual([
      'Soubor je příliš velký (200,00 KB), nejvýše smí mít 150,00 KB.',
      'Obrázek musí být široký přesně 300 px, tento má 200 px.',
      'Obrázek musí být vysoký přesně 310 px, tento má 210 px.',
      'Obrázek musí být ve formátu JPEG, PNG, tento je WEBP.',
      'Soubor není obrázek ve formátu JPEG, PNG ani WEBP, nebo je poškozený.',
    ]);
  });

  it('says the size of a file the API stopped reading as "more than the maximum"', () => {
    expect(texts(refusal([{ type: 'fileTooBig', params: { current: '> 153600', max: 153_600 } }]))).toEqual([
      'Soubor je příliš velký (> 150,00 KB), nejvýše smí mít 150,00 KB.',
    ]);
  });

  it("says the server's messages for a check it does not know or without the values its text names", () => {
    expect(texts(refusal([{ type: 'somethingElse' }]))).toEqual(['Text serveru.']);
    expect(texts(refusal([{ type: 'invalidImageWidth', params: { width: 300 } }]))).toEqual([
      'Text serveru.',
    ]);
  });

  it('says the generic error of any other failure', () => {
    expect(texts(new Error('network'))).toEqual(['Soubor se nepodařilo nahrát. Nastala neočekávaná chyba.']);
  });
});
