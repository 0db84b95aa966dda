import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { LanguageSwitch } from './language-switch';

/*
 * The signed-out pages (login, forgotten and reset password) are built from plain elements on
 * purpose: they are the first thing a person loads, and antd would triple their weight
 * (docs/performance.md). The look follows the portal's antd theme.
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

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
}

export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, fontSize: 14 }}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        style={{
          width: '100%',
          boxSizing: 'border-box',
          padding: '7px 11px',
          fontSize: 14,
          border: `1px solid ${error ? '#ff4d4f' : '#d9d9d9'}`,
          borderRadius: 6,
        }}
        {...input}
      />
      {error && (
        <div id={errorId} style={{ color: '#ff4d4f', fontSize: 13, marginTop: 4 }}>
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
