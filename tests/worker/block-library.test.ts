// The block library on the routes that use it: each page answers 200 with its blocks'
// text, each embed is a click-to-load card whose origins enter that page's CSP only, and
// a block whose options break an editor rule is hidden from visitors and explained to
// editors in preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';
import { ADULT, commerceLogin, get, pageEntry, publish, unpublish } from './helpers.ts';

/** The page's text as a reader gets it: React's text separators and entities undone. */
const text = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

async function page(path: string, headers: Record<string, string> = ADULT) {
  const response = await get(path, headers);
  expect(response.status, path).toBe(200);
  return { response, html: await response.text() };
}

describe('the routes that use the new blocks', () => {
  it.each([
    ['/faq', ['data-island="faq"', 'Where can you ship wine?', '>Wine Society</button>', 'Show more questions', 'Can I host a private event?']],
    ['/visit', ['Section navigation', 'Where to find us', '<address class="map-cards__address">1215 Main Street<br/>Napa, CA 94559</address>', 'Get directions']],
    [
      '/visit/vineyard-winery',
      [
        'Vineyard & Winery Tastings',
        'Book your tasting',
        'Open the booking calendar',
        'Loads Tock reservations from www.exploretock.com',
        'The map below shows where everything is',
        '<img class="text-image__bottom" src="/images/vineyard-map.svg"',
      ],
    ],
    [
      '/visit/downtown-tasting-room',
      [
        'Coming with six or more?',
        'Reserve a Table Downtown',
        'Sunday to Thursday: 11 am to 7 pm',
        'Book a flight downtown',
        'href="https://www.exploretock.com/triangleridgedowntown/experience/503125"',
      ],
    ],
    ['/visit/events', ['This season at Triangle Ridge', 'Show the calendar']],
    ['/visit/just-inn', ['<h1 class="hero-icons__title"', 'Five suites', 'Breakfast included']],
    ['/where-to-buy', ['Find Triangle Ridge near you', 'Find a store near me', 'Shop online']],
    ['/refer', ['Share your own link', 'Get my referral link']],
    ['/trade-media', ['Releases and resources', 'Isosceles 2022 is released', '<time class="trade__date" dateTime="2026-09-15">September 15, 2026</time>', 'Request the technical sheet']],
    ['/our-story', ['aria-roledescription="carousel"', 'We planted it anyway, one row a weekend.', 'Winemaker since 2009']],
    [
      '/our-story/vineyards',
      [
        'gallery gallery--masonry',
        'The estate through the year',
        '<h2 class="image-list__title" id="image-list-our-story-vineyards-imagelist-1-title">The blocks of the estate</h2>',
        '<figcaption class="image-list__caption">Summit Block at golden hour: 38 acres of Cabernet Sauvignon between 1,100 and 1,400 feet, the heart of Isosceles.</figcaption>',
      ],
    ],
    ['/wine-society', ['Member savings at a glance', '>20%</p>', 'guests taste free', 'Library and single-block wines']],
    [
      '/dine',
      [
        'A table of your own',
        'class="overlay overlay--left"',
        '<img class="text-image__brand" src="/images/crest-mark.svg"',
        '<h2 class="side-bar__title">The chef\'s counter</h2>',
        'Eight seats face the open kitchen every Saturday',
        "Book the Chef's Counter",
      ],
    ],
    [
      '/learn/wine-101',
      [
        'What the label tells you',
        'class="text-image__media text-image__media--natural text-image__media--left"',
        'alt="A bottle of Isosceles with a gold capsule and a red triangle on its cream label"',
      ],
    ],
    ['/learn', ['Where to start', '<a class="cta-grid__link" href="/learn/wine-101">Wine 101</a>']],
  ])('%s answers 200 with its blocks', async (path, expected) => {
    const { html } = await page(path);
    for (const words of expected) expect(text(html), `${path}: ${words}`).toContain(text(words));
    expect(html).not.toContain('editor-warning');
  });
});

describe('embeds load on request, allowed on their own page only', () => {
  it('Tock inline: a card and no Tock script in the page, with Tock in that page’s CSP', async () => {
    const { response, html } = await page('/visit/vineyard-winery');
    expect(html).not.toMatch(/<script[^>]+exploretock/);
    expect(html).not.toContain('<iframe');
    for (const name of ['script-src', 'frame-src', 'connect-src']) expect(directive(csp(response), name)).toContain('https://www.exploretock.com');
  });

  it('Tock as a button: a link to the venue, and nothing of Tock allowed', async () => {
    const { response, html } = await page('/visit/downtown-tasting-room');
    expect(html).toContain('href="https://www.exploretock.com/triangleridgedowntown" target="_blank"');
    expect(csp(response)).not.toContain('exploretock');
  });

  it.each([
    ['/visit/events', 'frame-src', 'https://calendar.google.com'],
    ['/where-to-buy', 'frame-src', 'https://destinilocators.com'],
    ['/refer', 'script-src', 'https://static.fbot.me'],
  ])('%s allows %s %s, with no frame in the page until asked', async (path, name, origin) => {
    const { response, html } = await page(path);
    expect(directive(csp(response), name)).toContain(origin);
    expect(html).not.toContain('<iframe');
  });

  it('none of them is allowed site-wide', async () => {
    const policy = csp((await page('/')).response);
    for (const origin of ['exploretock', 'calendar.google', 'destinilocators', 'fbot.me', 'klaviyo']) expect(policy).not.toContain(origin);
  });
});

describe('the members-only item of the icon list', () => {
  it('shows a visitor the way into the club, and a member the allocation', async () => {
    const visitor = text((await page('/wine-society')).html);
    expect(visitor).toContain('Join to unlock');
    expect(visitor).not.toContain('Shop the library');
    const { token } = await commerceLogin('member@example.com');
    const member = text((await page('/wine-society', { cookie: `${ADULT.cookie}; customerToken=${token}` })).html);
    expect(member).toContain('Shop the library');
    expect(member).not.toContain('Join to unlock');
  });
});

const RULES_PATH = '/test-editor-rules';
const FORMS_PATH = '/test-lead-form';

describe('a block that breaks an editor rule', () => {
  beforeAll(async () => {
    await publish(
      pageEntry('test-editor-rules', RULES_PATH, {
        title: 'Editor rules',
        blocks: [
          { id: 'ok', component: { name: 'Text', options: { text: '<p>Still here</p>' } } },
          { id: 'masonry', component: { name: 'ImageGallery', options: { title: 'Two is not three', style: 'masonry', images: [{ image: '/images/harvest.svg' }, { image: '/images/inn.svg' }] } } },
          { id: 'sticky', component: { name: 'StickySubNavigation', options: { title: 'Too many buttons', buttons: ['A', 'B', 'C'].map((t) => ({ text: t, href: '/visit' })) } } },
        ],
      }),
    );
    await publish(
      pageEntry('test-lead-form', FORMS_PATH, {
        title: 'Lead form',
        blocks: [{ id: 'lead', component: { name: 'LeadFormEmbed', options: { title: 'Join our list' } } }],
      }),
    );
  });

  afterAll(async () => {
    await unpublish('test-editor-rules');
    await unpublish('test-lead-form');
  });

  it('is hidden from visitors', async () => {
    const html = text((await page(RULES_PATH)).html);
    expect(html).toContain('Still here');
    expect(html).not.toContain('Two is not three');
    expect(html).not.toContain('Too many buttons');
  });

  it("is shown to editors in preview as the rule's own message", async () => {
    const token = await signPreviewToken(TEST_PREVIEW_SECRET, RULES_PATH, Math.floor(Date.now() / 1000) + 600);
    const html = text((await page(`${RULES_PATH}?preview=${encodeURIComponent(token)}`, {})).html);
    expect(html).toContain('Block "ImageGallery" has invalid options and is hidden from visitors: images: Number of images should be 3');
    expect(html).toContain('Block "StickySubNavigation" has invalid options and is hidden from visitors: buttons: maximum "Buttons" is 2');
  });

  it("lets a lead form's marketing platform in on its page", async () => {
    const { response, html } = await page(FORMS_PATH);
    expect(text(html)).toContain('Join our list');
    expect(directive(csp(response), 'script-src')).toContain('https://static.klaviyo.com');
    expect(directive(csp(response), 'connect-src')).toContain('https://a.klaviyo.com');
  });
});
