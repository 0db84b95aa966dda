import sanitizeHtml from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TABLE_CELL = ['colspan', 'rowspan', 'scope'];

/**
 * What a content page's HTML may hold (docs/architecture.md, "Content pages"): the rich text of a
 * help page, and nothing that runs. Scripts, styles, frames, forms, event handler attributes
 * (on…), style attributes and every URL scheme but http, https and mailto are dropped; an image
 * comes from http(s) or from the portal's own API (the image library, /api/…). The page's script is
 * not HTML: it is kept apart and served as a file of its own (routes/pages.ts).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'code',
    'pre',
    'kbd',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // Classes for the page's own look and its script's hooks; ids on headings for in-page links.
    '*': ['class', 'title'],
    ...Object.fromEntries(HEADINGS.map((heading) => [heading, ['id']])),
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start', 'reversed'],
    abbr: ['title'],
    col: ['span'],
    colgroup: ['span'],
    th: TABLE_CELL,
    td: TABLE_CELL,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // A dropped tag keeps its text, except those whose text is code (script, style, …).
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link into a new window cannot reach back to the portal (window.opener).
    a: (tagName, { rel: _rel, target, ...attribs }) => ({
      tagName,
      attribs: target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // An image from anywhere else (a relative path outside /api/, a data: URL) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https?:\/\/|\/api\/)/i.test(frame.attribs.src ?? ''),
};

/** A content page's HTML as it is stored and shown: the allowed rich text only (see OPTIONS). */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
