import { escapeHtml, html, page } from './html';

describe('html', () => {
  it('escapes every interpolated value, also inside lists, and keeps built pieces', () => {
    const name = '<b>"Tom & Jerry\'s"</b>';
    const row = html`<td>${name}</td>`;
    expect(
      html`<tr>
        ${[row, html`<td>${1}</td>`, null]}
      </tr>`.text.replace(/>\s+</g, '><'),
    ).toBe('<tr><td>&lt;b&gt;&quot;Tom &amp; Jerry&#39;s&quot;&lt;/b&gt;</td><td>1</td></tr>');
    expect(escapeHtml('<script>')).toBe('&lt;script&gt;');
  });

  it('writes a whole page with an escaped title', () => {
    const text = page('A <b>', html`<p>body</p>`);
    expect(text.startsWith('<!doctype html>')).toBe(true);
    expect(text).toContain('<title>A &lt;b&gt; – lokální reklamní systém</title>');
    expect(text).toContain('<p>body</p>');
  });
});
