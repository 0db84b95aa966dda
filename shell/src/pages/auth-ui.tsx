import { fieldId, useFormField, useFormState } from '@portal/shared-ui/form-core';
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';

/*
 * The signed-out pages (login, forgotten and reset password) are built from plain elements on
 * purpose: they are the first thing a person loads, and antd would triple their weight
 * (docs/performance.md). Their forms are on the form kit's antd-free entry (form-core); the look
 * follows the portal's antd theme.
 */

const PRIMARY = '#0b5cad';

export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: '#f0f2f5',
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      }}
    >
      <section
        style={{
          width: '100%',
          maxWidth: 420,
          background: '#fff',
          borderRadius: 8,
          boxShadow: '0 1px 2px rgba(0,0,0,.06), 0 1px 6px rgba(0,0,0,.08)',
          padding: 24,
        }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
            marginBottom: 16,
          }}
        >
          <h1 style={{ fontSize: 22, margin: 0, fontWeight: 600 }}>{title}</h1>
          <LanguageSwitch />
        </div>
        {children}
      </section>
    </main>
  );
}

interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'
> {
  /** The field's name in the page's ApiForm. */
  name: string;
  label: string;
}

/**
 * A text input of the page's ApiForm (the antd-free kit): its message under it and tied to it for a
 * screen reader, the kit's `id-error` naming, so the form can focus the first field in error.
 */
export function Field({ name, label, ...attributes }: FieldProps) {
  const id = fieldId({ name });
  const { input, error, aria } = useFormField<string>(name, { id });
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, fontSize: 14 }}>
        {label}
      </label>
      <input
        id={id}
        {...attributes}
        {...input}
        {...aria}
        style={{
          width: '100%',
          boxSizing: 'border-box',
          padding: '7px 11px',
          fontSize: 14,
          border: `1px solid ${error ? '#ff4d4f' : '#d9d9d9'}`,
          borderRadius: 6,
        }}
      />
      {error && (
        <div id={`${id}-error`} style={{ color: '#ff4d4f', fontSize: 13, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}

export function PrimaryButton({ children, disabled, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      {...rest}
      disabled={disabled}
      style={{
        width: '100%',
        padding: '8px 15px',
        fontSize: 14,
        color: '#fff',
        background: disabled ? '#8cb4dd' : PRIMARY,
        border: 'none',
        borderRadius: 6,
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      {children}
    </button>
  );
}

/**
 * The page's send button: it cannot be pressed twice while the form sends, nor, with
 * `disabledUntilValid`, before the form's checks pass (the reset page's spec).
 */
export function SubmitButton({
  children,
  disabledUntilValid,
}: {
  children: ReactNode;
  disabledUntilValid?: boolean;
}) {
  const { submitting, hasValidationErrors } = useFormState({
    subscription: { submitting: true, hasValidationErrors: true },
  });
  return (
    <PrimaryButton type="submit" disabled={submitting || (disabledUntilValid && hasValidationErrors)}>
      {children}
    </PrimaryButton>
  );
}

/** What the server refused that belongs to no field of the page (or the call did not get through). */
export function FormNotice() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return submitError ? <Notice kind="error">{String(submitError)}</Notice> : null;
}

export function Notice({ kind, children }: { kind: 'error' | 'warning' | 'success'; children: ReactNode }) {
  const colors = {
    error: ['#fff2f0', '#ffccc7'],
    warning: ['#fffbe6', '#ffe58f'],
    success: ['#f6ffed', '#b7eb8f'],
  }[kind];
  return (
    <div
      role={kind === 'success' ? 'status' : 'alert'}
      style={{
        background: colors[0],
        border: `1px solid ${colors[1]}`,
        borderRadius: 6,
        padding: '8px 12px',
        marginBottom: 16,
        fontSize: 14,
      }}
    >
      {children}
    </div>
  );
}

export const linkStyle = { color: PRIMARY } as const;
