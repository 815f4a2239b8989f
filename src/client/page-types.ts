// The page types the script budget holds (src/client/script-budget.test.ts, printed by
// scripts/build-client.mjs): one seeded page of each, and the islands it renders, as a first
// visit sees it (the age gate and the consent banner included). PRODUCT_CARDS stands for the
// product cards' behaviour (src/client/catalogue/cards.ts), fetched on pages that show cards.
// tests/worker/script-budget.test.ts fetches each page and fails when it renders an island
// that is not listed here, so the budget cannot miss a file a page asks for.

export const PRODUCT_CARDS = 'product-cards';

/**
 * `budgetKb` is the ceiling held today, about 1 kB above what the build weighs, so that a
 * change that adds script fails the test. The goal is 30 kB for home and 35 kB for every
 * other page type; the core file is 26 kB gzip (docs/performance.md, "Script"). An island
 * that hydrates only near the viewport (HYDRATE_WHEN_NEAR) is listed but not counted.
 */
export type PageType = { name: string; path: string; islands: readonly string[]; budgetKb: number };

/** The shell's islands on every page but checkout. */
const SHELL = ['age-gate', 'header', 'consent', 'newsletter-signup'] as const;

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '/', islands: [...SHELL, 'pencil-banner', 'popup', 'add-to-cart', PRODUCT_CARDS], budgetKb: 39 },
  { name: 'collection', path: '/collection/all', islands: [...SHELL, 'add-to-cart', PRODUCT_CARDS], budgetKb: 39 },
  { name: 'product', path: '/product/isosceles-2021', islands: [...SHELL, 'add-to-cart', 'product-sticky-bar', 'product-detail', PRODUCT_CARDS], budgetKb: 40 },
  { name: 'club landing', path: '/club', islands: [...SHELL, 'club-hero'], budgetKb: 33 },
  { name: 'club page', path: '/club/6-bottle-red-wines', islands: [...SHELL], budgetKb: 29 },
  { name: 'blog post', path: '/blog/harvest-report-2026', islands: [...SHELL], budgetKb: 29 },
  { name: 'blog index', path: '/blog', islands: [...SHELL], budgetKb: 29 },
  { name: 'recipe', path: '/recipes/lamb-chops-with-salsa-verde', islands: [...SHELL], budgetKb: 29 },
  { name: 'visit', path: '/visit', islands: [...SHELL, 'text-media-filters'], budgetKb: 29 },
  { name: 'contact', path: '/contact', islands: [...SHELL, 'form-block'], budgetKb: 41 },
  { name: 'faq', path: '/faq', islands: [...SHELL, 'faq'], budgetKb: 30 },
  { name: 'account', path: '/profile/login', islands: [...SHELL, 'login-page'], budgetKb: 38 },
  { name: 'checkout', path: '/checkout', islands: ['age-gate', 'header'], budgetKb: 29 },
  { name: 'join', path: '/join?club=6-bottle-red-wines', islands: [...SHELL, 'join-wizard'], budgetKb: 45 },
];
