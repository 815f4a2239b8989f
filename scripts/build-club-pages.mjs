// Writes the 9 club pages and 27 subscription pages (content spec section 2) into
// content/page/club/ from the catalogues in content/clubs/ and content/subscriptions/:
// each page is the page-level hero with the club's own title and price (section 9's range
// for its bottle category), what is in a shipment, and the join action. Run it after
// editing a catalogue: `node scripts/build-club-pages.mjs` (a unit test fails while the
// committed pages differ from what it writes).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const PAGES_DIR = path.join(root, 'content/page/club');

const WORDS = { 4: 'Four', 6: 'Six', 12: 'Twelve', 24: 'Twenty-four' };
const bottles = (category) => Number.parseInt(category, 10);
const dollars = (n) => `$${n.toLocaleString('en-US')}`;
const everyLabel = (frequency) => (bottles(frequency) === 1 ? 'every month' : `every ${bottles(frequency)} months`);

const CLUB_SHIPMENTS = {
  'red-wines': (n) => `${WORDS[n]} estate reds chosen by our winemaker: hillside Cabernet Sauvignon, Merlot and Cabernet Franc, with a bottle of Isosceles in select shipments.`,
  'red-and-white-wines': (n) => `${WORDS[n]} bottles, half estate reds and half whites: Cabernet Sauvignon and Merlot beside our Hillside Chardonnay and Sauvignon Blanc.`,
  'isosceles-only': (n) => `${WORDS[n]} bottles of Isosceles, our flagship Bordeaux blend: the current release, with older vintages from the estate library when they are ready.`,
};
const CLUB_IMAGES = {
  'red-wines': ['/images/products/bottle-cabernet.png', '/images/society-box.png', 'A bottle of estate Cabernet Sauvignon beside an open Wine Society shipment'],
  'red-and-white-wines': ['/images/products/bottle-cabernet.png', '/images/products/bottle-chardonnay.png', 'A bottle of Cabernet Sauvignon and a bottle of Chardonnay'],
  'isosceles-only': ['/images/products/bottle-isosceles.png', '/images/society-box.png', 'A bottle of Isosceles beside an open Wine Society shipment'],
};
const SUBSCRIPTION_SHIPMENTS = {
  'isosceles-only': (n) => `${WORDS[n]} bottles of Isosceles, our flagship Bordeaux blend from Mount Veeder, in its current release.`,
  'cabernet-sauvignon': (n) => `${WORDS[n]} bottles of our estate Cabernet Sauvignon from the hillside blocks, in its current release.`,
  'sauvignon-blanc': (n) => `${WORDS[n]} bottles of our crisp Sauvignon Blanc, in its current release.`,
};
const SUBSCRIPTION_IMAGES = {
  'isosceles-only': ['/images/products/bottle-isosceles.svg', 'A bottle of Isosceles'],
  'cabernet-sauvignon': ['/images/products/bottle-cabernet.svg', 'A bottle of estate Cabernet Sauvignon'],
  'sauvignon-blanc': ['/images/products/bottle-sauvignon-blanc.svg', 'A bottle of Sauvignon Blanc'],
};

const slugOf = (url) => url.slice('/club/'.length);
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(url, name, title, description, blocks) {
  const slug = slugOf(url);
  return {
    id: `page-club-${slug}`,
    model: 'page',
    name,
    query: [{ property: 'urlPath', operator: 'is', value: url }],
    data: { title, url, description, blocks },
  };
}

const concierge = (slug) => ({
  id: `${slug}-concierge`,
  component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry: 'symbol-concierge-help' } } },
});

function shipmentSection(slug, preheader, headline, body, buttons) {
  return {
    id: `${slug}-section`,
    component: { name: 'Core:Section', options: { maxWidth: 880 } },
    children: [{ id: `${slug}-shipment`, component: { name: 'TextBlock', options: { design: 'GoldCenter', preheader, headline, body, buttons } } }],
  };
}

/** The club pages of one club definition. */
function clubPagesOf(club) {
  const { membershipType, title } = club;
  return club.urls.map(({ url, category }) => {
    const range = club.priceRange.find((r) => r.category === category);
    if (!range) throw new Error(`${membershipType}: no price range for ${category}`);
    const n = bottles(category);
    const slug = slugOf(url);
    const pageTitle = `${title} Club: ${n} Bottles`;
    const [leftSrc, rightSrc, altText] = CLUB_IMAGES[membershipType];
    const others = club.urls.filter((u) => u.url !== url).map((u) => `<a href="${u.url}">${bottles(u.category)} bottles</a>`);
    return page(
      url,
      `Wine Society: ${title}, ${category}`,
      pageTitle,
      `The Wine Society's ${title} membership in ${n}-bottle shipments, four times a year: ${dollars(range.min)} to ${dollars(range.max)} per shipment and 20% off all wine.`,
      [
        {
          id: `${slug}-hero`,
          component: {
            name: 'ClubPageHero',
            options: {
              title: pageTitle,
              subTitle: `${WORDS[n]} bottles per shipment, four shipments a year, hand-picked by our winemaker.`,
              images: { leftSrc, rightSrc, altText, backgrounds: 'None' },
              clubType: membershipType,
              priceRange: [{ category, min: range.min, max: range.max }],
            },
          },
        },
        shipmentSection(
          slug,
          "What's in a shipment",
          `${n} bottles of ${title}`,
          `<p>${escape(CLUB_SHIPMENTS[membershipType](n))}</p><p>Every shipment comes with tasting notes and recipes from the Restaurant. As a member you save 20% on all wine, taste on us at the estate and downtown, and get first access to members-only allocations.</p><p>Prefer another size? ${others.join(' or ')}.</p>`,
          [
            { text: 'Join Now', href: `/join?club=${slug}`, ariaLabel: `Join the ${title} Club, ${n} bottles` },
            { text: 'Compare memberships', href: `/club?category=${membershipType}&qty=${n}`, design: 'underline' },
          ],
        ),
        concierge(slug),
      ],
    );
  });
}

/** The subscription pages of one subscription definition. */
function subscriptionPagesOf(subscription) {
  const { membershipType, title } = subscription;
  return subscription.urls.map(({ url, category, frequency }) => {
    const price = subscription.prices.find((p) => p.category === category);
    if (!price) throw new Error(`${membershipType}: no price for ${category}`);
    const n = bottles(category);
    const slug = slugOf(url);
    const every = everyLabel(frequency);
    const pageTitle = `${title}: ${n} Bottles ${every.replace(/^every/, 'Every')}`.replace(/months?$/, (m) => m.charAt(0).toUpperCase() + m.slice(1));
    const [src, altText] = SUBSCRIPTION_IMAGES[membershipType];
    return page(
      url,
      `Subscription: ${title}, ${category}, ${frequency}`,
      pageTitle,
      `${title}: ${n} bottles ${every}, ${dollars(price.price)} per shipment, delivered or ready to pick up at the estate.`,
      [
        {
          id: `${slug}-hero`,
          component: {
            name: 'SubscriptionHero',
            options: {
              title: pageTitle,
              subTitle: `${WORDS[n]} bottles ${every}.`,
              image: { src, altText },
              prices: [{ category, price: price.price }],
              subscriptionType: membershipType,
            },
          },
        },
        shipmentSection(
          slug,
          "What's in a shipment",
          `${n} bottles ${every}`,
          `<p>${escape(SUBSCRIPTION_SHIPMENTS[membershipType](n))}</p><p>Each shipment is charged when it is processed and ships ${every}, or waits for you at the estate if you choose pickup.</p>`,
          [{ text: 'Join Now', href: `/join?club=${slug}`, ariaLabel: `Join the ${title}, ${n} bottles ${every}` }],
        ),
        concierge(slug),
      ],
    );
  });
}

async function readModel(dir) {
  const files = (await readdir(path.join(root, 'content', dir))).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(root, 'content', dir, f), 'utf8')).data));
}

/** Every club and subscription page, by file name. */
export async function buildClubPages() {
  const clubs = await readModel('clubs');
  const subscriptions = await readModel('subscriptions');
  const entries = [...clubs.flatMap(clubPagesOf), ...subscriptions.flatMap(subscriptionPagesOf)];
  return new Map(entries.map((entry) => [`${slugOf(entry.data.url)}.json`, `${JSON.stringify(entry, null, 2)}\n`]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pages = await buildClubPages();
  await rm(PAGES_DIR, { recursive: true, force: true });
  await mkdir(PAGES_DIR, { recursive: true });
  for (const [file, text] of pages) await writeFile(path.join(PAGES_DIR, file), text);
  console.log(`club pages: ${pages.size} written to ${path.relative(root, PAGES_DIR)}`);
}
