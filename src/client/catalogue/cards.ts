// Product cards without hydration: cards below the fold rise into place when 20 % of
// them is in view (spec: reveal threshold 0.2), moving only, their text never faded; and
// each card reports its impression once and its clicks through the data layer.
import { pushDataLayer } from '../../analytics/data-layer.ts';

export const REVEAL_THRESHOLD = 0.2;

type CardAnalytics = { id: string; name: string; price: number; list: string; position: number; url: string };

function analyticsOf(card: HTMLElement): CardAnalytics | null {
  try {
    return JSON.parse(card.dataset.productCard ?? '') as CardAnalytics;
  } catch {
    return null;
  }
}

function impression(product: CardAnalytics) {
  pushDataLayer('productImpression', {
    ecommerce: { currencyCode: 'USD', impressions: [{ id: product.id, name: product.name, price: product.price, list: product.list, position: product.position }] },
  });
}

// Cards of a block streamed after the shell arrive later: each card is watched once.
const watched = new WeakSet<Element>();

export function watchProductCards(root: ParentNode = document) {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-product-card]')].filter((card) => !watched.has(card));
  for (const card of cards) watched.add(card);
  if (cards.length === 0) return;

  for (const card of cards) {
    card.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest('a[href]');
      if (!link || !card.contains(link)) return;
      const product = analyticsOf(card);
      if (product)
        pushDataLayer('productClick', {
          ecommerce: { click: { actionField: { list: product.list }, products: [{ id: product.id, name: product.name, price: product.price, position: product.position }] } },
        });
    });
  }

  if (typeof IntersectionObserver === 'undefined') {
    for (const card of cards) {
      const product = analyticsOf(card);
      if (product) impression(product);
    }
    return;
  }
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || seen.has(entry.target)) continue;
        seen.add(entry.target);
        entry.target.classList.remove('reveal-pending');
        observer.unobserve(entry.target);
        const product = analyticsOf(entry.target as HTMLElement);
        if (product) impression(product);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  const viewportHeight = window.innerHeight;
  for (const card of cards) {
    // Only cards not yet on screen are lowered for their reveal: nothing the shopper
    // already sees disappears, and nothing shifts.
    if (card.getBoundingClientRect().top > viewportHeight) card.classList.add('reveal-pending');
    observer.observe(card);
  }
}
