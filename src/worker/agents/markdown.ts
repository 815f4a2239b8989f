// The markdown AI agents read instead of a page: the same facts, without the markup. Pure:
// the routes (twin.ts, llms-txt.ts) and the tools (mcp.ts) load what it is made from.
import { US_STATES } from '../../commerce/rules/us-states.ts';
import type { Accolade } from '../../commerce/types.ts';
import type { WineFacts } from '../seo/product-facts.ts';
import type { ClubTier } from './catalogue.ts';

/** What every markdown answer ends with: who may buy, where the store ships, how to pick up. */
export type StoreFacts = { brand: string; origin: string; shippingStates: readonly string[]; pickupAddress: string };

const STATE_NAMES = new Map<string, string>(US_STATES.map(([code, name]) => [code, name]));

/** Text safe in markdown: no HTML, no link or emphasis syntax of its own. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };

/** The words of an HTML fragment (the backend's and the editors' rich text), paragraphs kept apart. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

const paragraphs = (html: string) => htmlToText(html).split('\n\n').map(escapeMarkdown).join('\n\n');

// Always with cents, as the JSON-LD's prices are ("95.00"): an agent compares them as written.
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
export const money = (cents: number) => DOLLARS.format(cents / 100);

export function shippingSentence(states: readonly string[]): string {
  if (states.length === 0) return 'We ship wine within the United States where state law allows; the checkout confirms whether your address can receive it.';
  return `We ship wine to ${states.map((code) => STATE_NAMES.get(code) ?? code).join(', ')}.`;
}

/** The closing section every markdown answer carries. */
export function storeFooter(store: StoreFacts): string {
  return [
    '## Buying from us',
    '',
    `- You must be 21 or older to buy wine from ${escapeMarkdown(store.brand)}; an adult signature (21+) is required on delivery.`,
    `- ${shippingSentence(store.shippingStates)}`,
    `- Pick up at: ${escapeMarkdown(store.pickupAddress)}`,
    `- Every page of this store has a markdown twin: add \`.md\` to its path, or ask for \`Accept: text/markdown\`. The list of pages: ${store.origin}/llms.txt`,
    '',
  ].join('\n');
}

function accoladeLine(accolade: Accolade): string {
  const by = accolade.publication ? `, ${escapeMarkdown(accolade.publication)}` : '';
  return accolade.accoladesType === 'points' ? `${accolade.reviewPoints} points${by}` : `${escapeMarkdown(accolade.medalType)} medal${by}`;
}

/** One offer as a line: price, club price, stock. */
export function offerSummary(offer: WineFacts['offers'][number]): string {
  const club = offer.clubPrice !== null ? ` (club members ${money(offer.clubPrice)})` : '';
  return `${money(offer.price)}${club}, ${offer.inStock ? 'in stock' : 'sold out'}`;
}

/** A wine's page as markdown. */
export function wineMarkdown(facts: WineFacts, store: StoreFacts): string {
  const wine = facts.wine;
  const details: [string, string | null | undefined][] = [
    ['Vintage', wine?.vintage ? String(wine.vintage) : null],
    ['Varietal', wine?.varietal],
    ['Type', wine?.type],
    ['Appellation', wine?.appellation],
    ['Region', wine?.region],
    ['Alcohol', wine?.alcoholPercentage ? `${wine.alcoholPercentage}%` : null],
    ['Collections', facts.collections.map((collection) => collection.title).join(', ') || null],
  ];
  const lines = [`# ${escapeMarkdown(facts.name)}`, ''];
  if (facts.subtitle) lines.push(`_${escapeMarkdown(facts.subtitle)}_`, '');
  lines.push(`URL: ${facts.url}`, '');
  for (const [label, value] of details) if (value) lines.push(`- ${label}: ${escapeMarkdown(value)}`);
  lines.push('', '## Price and availability', '');
  for (const offer of facts.offers) {
    const limit = offer.maxPerCart ? `; at most ${offer.maxPerCart} per order` : '';
    lines.push(`- ${offer.name ? `${escapeMarkdown(offer.name)} ` : ''}(SKU ${escapeMarkdown(offer.sku)}): ${offerSummary(offer)}${limit}`);
  }
  if (facts.accolades.length > 0) lines.push('', '## Ratings', '', ...facts.accolades.map((accolade) => `- ${accoladeLine(accolade)}`));
  const notes = [facts.description ? escapeMarkdown(facts.description) : '', facts.notesHtml ? paragraphs(facts.notesHtml) : ''].filter(Boolean);
  if (notes.length > 0) lines.push('', '## Tasting notes', '', notes.join('\n\n'));
  lines.push('', storeFooter(store));
  return lines.join('\n');
}

/** A wine in a list: its name linked to its page, its price and stock. */
export function wineListLine(facts: WineFacts): string {
  const first = facts.offers[0]!;
  const vintage = facts.wine?.vintage ? `, ${facts.wine.vintage}` : '';
  const varietal = facts.wine?.varietal ? `, ${escapeMarkdown(facts.wine.varietal)}` : '';
  return `- [${escapeMarkdown(facts.name)}](${facts.url})${vintage}${varietal}: ${offerSummary(first)}`;
}

/** A collection's page: its words and its public wines. */
export function collectionMarkdown(title: string, url: string, intro: string, wines: readonly WineFacts[], store: StoreFacts): string {
  const lines = [`# ${escapeMarkdown(title)}`, '', `URL: ${url}`, ''];
  if (intro) lines.push(intro, '');
  lines.push('## Wines', '');
  if (wines.length === 0) lines.push('No wines are listed here just now.');
  for (const wine of wines) lines.push(wineListLine(wine));
  lines.push('', storeFooter(store));
  return lines.join('\n');
}

/** A club tier: bottles, price, rhythm and how to join. */
export function clubTierLines(tier: ClubTier): string[] {
  return [
    `### ${escapeMarkdown(tier.title)}`,
    '',
    `- Page: ${tier.url}`,
    `- Bottles a shipment: ${tier.bottles}`,
    `- Price a shipment: ${tier.estimatedPrice || 'see the club page'}${tier.kind === 'club' ? ' (estimated)' : ''}`,
    `- Shipments: ${tier.frequency ? `every ${tier.frequency.toLowerCase()}` : 'as the club schedules them (see the club page)'}`,
    `- Join: ${tier.joinUrl}`,
    '',
  ];
}

/** A content page (a club's, a blog post, a recipe, any page): its words, and its club tiers when it is a club's. */
export function pageMarkdown(title: string, url: string, description: string | undefined, body: string, store: StoreFacts, tiers: readonly ClubTier[] = []): string {
  const lines = [`# ${escapeMarkdown(title)}`, '', `URL: ${url}`, ''];
  if (description) lines.push(`> ${escapeMarkdown(description)}`, '');
  if (tiers.length > 0) lines.push('## Membership', '', ...tiers.flatMap(clubTierLines));
  if (body) lines.push(body, '');
  lines.push(storeFooter(store));
  return lines.join('\n');
}

// Option names whose strings are words a visitor reads (block schemas: headline, text, faq, ...).
const HEADING_KEYS = new Set(['heading', 'headline', 'title']);
const TEXT_KEYS = new Set(['preheading', 'subheading', 'subtitle', 'text', 'description', 'content', 'body', 'question', 'answer', 'caption', 'quote', 'label', 'excerpt']);
const MAX_BODY_CHARS = 20_000;

/** The words of a page's blocks, in order: headings as `##`, the rest as paragraphs. */
export function blocksText(blocks: unknown): string {
  const out: string[] = [];
  const seen = new Set<string>();
  let size = 0;
  const add = (line: string) => {
    if (!line || seen.has(line) || size > MAX_BODY_CHARS) return;
    seen.add(line);
    size += line.length;
    out.push(line);
  };
  const walk = (value: unknown, depth: number) => {
    if (depth > 40 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (typeof child === 'string') {
        if (HEADING_KEYS.has(key)) add(`## ${escapeMarkdown(htmlToText(child))}`.trimEnd());
        else if (TEXT_KEYS.has(key)) add(paragraphs(child));
      } else walk(child, depth + 1);
    }
  };
  walk(blocks, 0);
  return out.filter((line) => line !== '##').join('\n\n');
}
