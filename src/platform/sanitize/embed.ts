// Builder's Embed and Custom Code blocks carry editor HTML meant to embed a third party:
// frames (a video, a map) besides the formatting rich text has. Frames from https origins
// stay and are reported, so the page's CSP can allow exactly those; scripts never stay
// (see src/blocks/custom-code/index.tsx for why).
import xss from 'xss';

// See index.ts: at run time the default export also carries the module's named members.
const { FilterXSS, safeAttrValue, getDefaultWhiteList } = xss as unknown as typeof import('xss');

export type SanitizedEmbed = {
  html: string;
  /** https origins of the frames the HTML keeps, for the page's frame-src. */
  frames: string[];
  /** Script elements removed: an editor is told in preview that they do not run. */
  scriptsRemoved: number;
};

const FORMATTING = ['class', 'style'];
const defaults = getDefaultWhiteList();

// One filter, used synchronously: the frames of the HTML being processed collect here.
let frames: string[] = [];

const filter = new FilterXSS({
  whiteList: {
    ...Object.fromEntries(Object.entries(defaults).map(([tag, attributes]) => [tag, [...(attributes ?? []), ...FORMATTING]])),
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'frameborder', 'scrolling', 'referrerpolicy', ...FORMATTING],
    img: ['src', 'alt', 'width', 'height', 'loading', ...FORMATTING],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'object', 'embed', 'noscript', 'template'],
  safeAttrValue(tag, name, value, cssFilter) {
    const trimmed = value.trim();
    if (tag === 'iframe' && name === 'src') {
      const origin = httpsOrigin(trimmed);
      if (!origin) return '';
      if (!frames.includes(origin)) frames.push(origin);
      return trimmed;
    }
    if (tag === 'img' && name === 'src') return /^(https:\/\/|\/(?!\/))/i.test(trimmed) ? trimmed : '';
    if (tag === 'a' && name === 'href') return /^(\/(?!\/)|https?:|mailto:|tel:|#)/i.test(trimmed) ? trimmed : '#';
    if (tag === 'a' && name === 'target') return value === '_blank' ? '_blank' : '';
    if (tag === 'a' && name === 'rel') return 'noopener noreferrer';
    return safeAttrValue(tag, name, value, cssFilter);
  },
});

function httpsOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A frame needs an accessible name; Builder's embeds rarely give one. */
function nameFrames(html: string, title: string): string {
  return html.replace(/<iframe(?![^>]*\stitle=)/g, `<iframe title="${title}"`).replace(/<iframe(?![^>]*\sloading=)/g, '<iframe loading="lazy"');
}

const memo = new Map<string, SanitizedEmbed>();
const MEMO_LIMIT = 200;

/** Sanitises embed HTML once per distinct HTML and isolate (pages repeat). */
export function sanitizeEmbed(html: string): SanitizedEmbed {
  const known = memo.get(html);
  if (known) return known;
  frames = [];
  const clean = filter.process(html);
  const result: SanitizedEmbed = {
    html: nameFrames(clean, 'Embedded content'),
    frames,
    scriptsRemoved: (html.match(/<script\b/gi) ?? []).length,
  };
  frames = [];
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(html, result);
  return result;
}
