// Every island the client can hydrate, loaded only when its marker is on the page.
import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<Record<string, unknown>>>;

// Each loader returns the island's component; props are typed where the island is declared.
const as = (component: unknown) => component as ComponentType<Record<string, unknown>>;

export const ISLAND_LOADERS = {
  header: () => import('../shell/header/header.tsx').then((m) => as(m.Header)),
  'age-gate': () => import('../shell/age-gate/age-gate.tsx').then((m) => as(m.AgeGate)),
  'newsletter-signup': () => import('../shell/footer/newsletter-signup.tsx').then((m) => as(m.NewsletterSignup)),
  'consent-preferences': () => import('../shell/footer/consent-preferences.tsx').then((m) => as(m.ConsentPreferences)),
  'login-page': () => import('../shell/login/login-page.tsx').then((m) => as(m.LoginPage)),
  'new-password-form': () => import('../shell/login/new-password-form.tsx').then((m) => as(m.NewPasswordForm)),
  'sign-out': () => import('../shell/profile/sign-out-button.tsx').then((m) => as(m.SignOutButton)),
  'add-to-cart': () => import('../catalogue/add-to-cart/add-to-cart.tsx').then((m) => as(m.AddToCart)),
  'product-sticky-bar': () => import('../blocks/product-hero/sticky-bar.tsx').then((m) => as(m.StickyBar)),
  'checkout-form': () => import('../shell/checkout/checkout-form.tsx').then((m) => as(m.CheckoutForm)),
  'purchase-tracker': () => import('../shell/checkout/purchase-tracker.tsx').then((m) => as(m.PurchaseTracker)),
  'product-detail': () => import('../blocks/product-hero/product-detail-tracker.tsx').then((m) => as(m.ProductDetailTracker)),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof ISLAND_LOADERS;
