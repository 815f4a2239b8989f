import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddToCart } from '../../components/AddToCart';
import { StickyBar } from '../../components/StickyBar';
import { dollars, getCollectionProducts, getProduct, inStock, type Product } from '../../commerce';

// Every request renders: prices and stock come from Commerce7 as they are now.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProduct((await params).slug);
  if (!product) return {};
  const description = product.seo?.description ?? product.teaser ?? undefined;
  return {
    title: product.seo?.title ?? product.title,
    description,
    alternates: { canonical: `/product/${product.slug}` },
    openGraph: { type: 'website', title: product.title, description, images: product.image ? [product.image] : [] },
  };
}

function Price({ product, size }: { product: Product; size: 'sm' | 'lg' }) {
  const variant = product.variants[0];
  if (!variant) return null;
  return (
    <p className={`price price--${size}`}>
      {variant.comparePrice ? (
        <span className="price__row">
          <s className="price__amount price__amount--retail">
            <span className="visually-hidden">Price was </span>
            {dollars(variant.comparePrice)}
          </s>
        </span>
      ) : null}
      <span className="price__row price__row--primary">
        <span className="price__amount">{dollars(variant.price)}</span> <span className="price__label">{variant.title}</span>
      </span>
    </p>
  );
}

function ProductCard({ product, index }: { product: Product; index: number }) {
  const variant = product.variants[0];
  return (
    <li className="product-grid__item">
      <article className="product-card">
        <a className="product-card__media" href={`/product/${product.slug}`} tabIndex={-1} aria-hidden="true">
          {product.image ? <img src={product.image} alt="" width={290} height={406} decoding="async" /> : null}
        </a>
        <div className="product-card__body">
          <h3 className="product-card__title">
            <a href={`/product/${product.slug}`}>{product.title}</a>
          </h3>
          {product.subTitle ? <p className="product-card__subtitle">{product.subTitle}</p> : null}
          {product.teaser ? <p className="product-card__teaser">{product.teaser}</p> : null}
          <div className="product-card__purchase">
            <Price product={product} size="sm" />
            {variant && inStock(variant) ? (
              <AddToCart id={`more-${index}-atc`} sku={variant.sku} title={product.title} max={variant.maxQuantityPerCart ?? 99} size="sm" />
            ) : (
              <p className="product-card__sold-out">Sold Out</p>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

export default async function ProductPage({ params }: Props) {
  const product = await getProduct((await params).slug);
  if (!product) notFound();
  const variant = product.variants[0];
  const collection = product.collections.find((c) => c.slug !== 'all') ?? product.collections[0];
  const more = collection ? (await getCollectionProducts(collection.slug, 4)).filter((p) => p.id !== product.id).slice(0, 3) : [];
  const wine = product.wine;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.teaser,
    image: product.image ? [product.image] : [],
    sku: variant?.sku,
    brand: { '@type': 'Brand', name: 'Triangle Ridge Winery' },
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      name: v.title,
      priceCurrency: 'USD',
      price: (v.price / 100).toFixed(2),
      availability: inStock(v) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
  };

  return (
    <div className="content-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }} />
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          {collection ? (
            <li>
              <a href={`/collection/${collection.slug}`}>{collection.title}</a>
            </li>
          ) : null}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <section id="product-hero" className="product-hero" aria-labelledby="product-hero-title">
        <div className="product-hero__inner">
          <figure className="product-hero__figure">{product.image ? <img src={product.image} alt={product.title} width={450} height={570} fetchPriority="high" /> : null}</figure>
          <div className="product-hero__details">
            {wine ? (
              <p className="product-hero__eyebrow">
                {[wine.type, wine.appellation].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            <h1 id="product-hero-title" className="product-hero__title">
              {product.title}
            </h1>
            {product.subTitle ? <h2 className="product-hero__subtitle">{product.subTitle}</h2> : null}
            {product.teaser ? <p className="product-hero__teaser">{product.teaser}</p> : null}
            <div className="product-hero__purchase">
              <Price product={product} size="lg" />
              {variant && inStock(variant) ? <AddToCart id="product-hero-atc" sku={variant.sku} title={product.title} max={variant.maxQuantityPerCart ?? 99} /> : <p>Sold Out</p>}
            </div>
            {product.content ? <div className="product-hero__content rich-text" dangerouslySetInnerHTML={{ __html: product.content }} /> : null}
          </div>
        </div>
      </section>
      {variant && inStock(variant) ? <StickyBar heroId="product-hero" title={product.title} price={dollars(variant.price)} sku={variant.sku} max={variant.maxQuantityPerCart ?? 99} /> : null}
      {wine ? (
        <section className="wine-specs" aria-labelledby="wine-specs-heading">
          <h2 id="wine-specs-heading" className="wine-specs__header">
            Wine Specs
          </h2>
          <dl className="wine-specs__details">
            {[
              ['Vintage', wine.vintage],
              ['Varietal', wine.varietal],
              ['Region', wine.region],
              ['Appellation', wine.appellation],
              ['Country', wine.countryCode],
              ['Alcohol', variant?.alcoholPercentage ? `${variant.alcoholPercentage}%` : null],
              ['Size', variant?.volumeInML ? `${variant.volumeInML} ml` : null],
              ['SKU', variant?.sku],
            ]
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={String(label)}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      ) : null}
      {more.length > 0 ? (
        <section className="product-display product-display--cream" aria-labelledby="more-heading">
          <div className="product-display__intro">
            <h2 id="more-heading" className="product-display__header">
              More {collection?.title}
            </h2>
          </div>
          <ul className="product-grid product-display__grid product-display__grid--3">
            {more.map((p, i) => (
              <ProductCard key={p.id} product={p} index={i} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
