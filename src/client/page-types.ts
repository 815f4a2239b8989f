// The page types the script budget holds (src/client/script-budget.test.ts, printed by
// scripts/build-client.mjs): one seeded page of each, and the islands it renders, as a first
// visit sees it (the age gate and the consent banner included). PRODUCT_CARDS stands for the
// product cards' behaviour (src/client/catalogue/cards.ts), fetched on pages that show cards.
// tests/worker/script-budget.test.ts fetches each page and fails when it renders an island
// that is not listed here, so the budget cannot miss a file a page asks for.

export const PRODUCT_CARDS = 'product-cards';

/**
 * `budgetKb` is the ceiling on the script fetched at load: 30 kB gzip for home, 35 kB for
 * every other page type (docs/performance.md, "Script"). An island that hydrates near the
 * viewport or on first use (src/ui/island/attributes.ts) is listed but not counted at load;
 * the ones used on first use count towards FIRST_USE_BUDGET_KB.
 */
export type PageType = { name: string; path: string; islands: readonly string[]; budgetKb: number };

/** The shell's islands on every page but checkout. */
const SHELL = ['age-gate', 'header', 'consent', 'newsletter-signup'] as const;

/**
 * What a page type may weigh once a visitor has used its islands that hydrate on first use
 * (HYDRATE_ON_USE: the add-to-cart forms, the contact form, the sign-in form), in kB gzip.
 */
export const FIRST_USE_BUDGET_KB = 36;

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '/', islands: [...SHELL, 'pencil-banner', 'popup', 'add-to-cart', PRODUCT_CARDS], budgetKb: 30 },
  { name: 'collection', path: '/collection/all', islands: [...SHELL, 'add-to-cart', PRODUCT_CARDS], budgetKb: 35 },
  { name: 'product', path: '/product/isosceles-2021', islands: [...SHELL, 'add-to-cart', 'product-sticky-bar', 'product-detail', PRODUCT_CARDS], budgetKb: 35 },
  { name: 'club landing', path: '/club', islands: [...SHELL, 'club-hero'], budgetKb: 35 },
  { name: 'club page', path: '/club/6-bottle-red-wines', islands: [...SHELL], budgetKb: 35 },
  { name: 'blog post', path: '/blog/harvest-report-2026', islands: [...SHELL], budgetKb: 35 },
  { name: 'blog index', path: '/blog', islands: [...SHELL], budgetKb: 35 },
  { name: 'recipe', path: '/recipes/lamb-chops-with-salsa-verde', islands: [...SHELL], budgetKb: 35 },
  { name: 'visit', path: '/visit', islands: [...SHELL, 'text-media-filters'], budgetKb: 35 },
  { name: 'contact', path: '/contact', islands: [...SHELL, 'form-block'], budgetKb: 35 },
  { name: 'faq', path: '/faq', islands: [...SHELL, 'faq'], budgetKb: 35 },
  { name: 'account', path: '/profile/login', islands: [...SHELL, 'login-page'], budgetKb: 35 },
  { name: 'checkout', path: '/checkout', islands: ['age-gate', 'header'], budgetKb: 35 },
  { name: 'join', path: '/join?club=6-bottle-red-wines', islands: [...SHELL, 'join-wizard'], budgetKb: 35 },
];
