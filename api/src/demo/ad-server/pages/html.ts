/** A piece of HTML that is already safe: html`` builds it, escaping every value put into it. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

type Value = Html | string | number | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map((item: Value) => render(item)).join('');
  return escapeHtml(String(value));
}

/** Tagged template: the literal parts are trusted, every interpolated value is escaped (Html is kept). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(
    strings.reduce(
      (out, part, index) => out + part + (index < values.length ? render(values[index]!) : ''),
      '',
    ),
  );
}

/** A whole page of the built-in ad server: plain, server-rendered, no script. */
export function page(title: string, body: Html): string {
  return html`<!doctype html>
    <html lang="cs">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} – lokální reklamní systém</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            margin: 2rem;
            color: #1f1f1f;
          }
          h1 {
            font-size: 1.5rem;
          }
          h2 {
            font-size: 1.15rem;
            margin-top: 2rem;
          }
          table {
            border-collapse: collapse;
            margin: 0.5rem 0;
          }
          th,
          td {
            border: 1px solid #d9d9d9;
            padding: 0.3rem 0.6rem;
            text-align: left;
          }
          td.n,
          th.n {
            text-align: right;
            font-variant-numeric: tabular-nums;
          }
          tfoot td {
            font-weight: 600;
          }
          dl {
            display: grid;
            grid-template-columns: max-content auto;
            gap: 0.3rem 1rem;
          }
          dt {
            color: #595959;
          }
          dd {
            margin: 0;
          }
          .note {
            color: #595959;
          }
        </style>
      </head>
      <body>
        <p class="note">Lokální reklamní systém portálu</p>
        ${body}
      </body>
    </html> `.text;
}

/** A definition list of label → value. */
export const facts = (entries: readonly [string, Value][]): Html =>
  html`<dl>
    ${entries.map(
      ([label, value]) =>
        html`<dt>${label}</dt>
          <dd>${value}</dd>`,
    )}
  </dl>`;
