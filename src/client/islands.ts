// Every island the client can hydrate, loaded only when its marker is on the page: the
// shell's, listed here, and the blocks', generated from their definitions by
// scripts/build-client.mjs (block-islands.generated.ts).
import { BLOCK_ISLANDS } from './block-islands.generated.ts';
import { islandComponent as as, type IslandLoaders } from '../ui/island/loaders.ts';

const SHELL_ISLANDS = {
  header: () => import('../shell/header/header.tsx').then((m) => as(m.Header)),
  'age-gate': () => import('../shell/age-gate/age-gate.tsx').then((m) => as(m.AgeGate)),
  'newsletter-signup': () => import('../shell/footer/newsletter-signup.tsx').then((m) => as(m.NewsletterSignup)),
  consent: () => import('../shell/consent/consent-manager.tsx').then((m) => as(m.ConsentManager)),
  'login-page': () => import('../shell/login/login-page.tsx').then((m) => as(m.LoginPage)),
  'new-password-form': () => import('../shell/login/new-password-form.tsx').then((m) => as(m.NewPasswordForm)),
  'sign-out': () => import('../shell/profile/sign-out-button.tsx').then((m) => as(m.SignOutButton)),
  'join-wizard': () => import('../shell/join/join-wizard.tsx').then((m) => as(m.JoinWizard)),
  'pencil-banner': () => import('../shell/pencil-banner/pencil-banner.tsx').then((m) => as(m.PencilBanner)),
  popup: () => import('../shell/popup/popup-trigger.tsx').then((m) => as(m.PopupTrigger)),
  'club-join-tracker': () => import('../shell/club/club-join-tracker.tsx').then((m) => as(m.ClubJoinTracker)),
  'purchase-tracker': () => import('../shell/checkout/purchase-tracker.tsx').then((m) => as(m.PurchaseTracker)),
  'membership-manager': () => import('../shell/account/membership-manager.tsx').then((m) => as(m.MembershipManager)),
  'order-lookup': () => import('../shell/account/order-lookup.tsx').then((m) => as(m.OrderLookup)),
  'error-feedback': () => import('../shell/error-screen/error-feedback.tsx').then((m) => as(m.ErrorFeedback)),
} satisfies IslandLoaders;

export const ISLAND_LOADERS: IslandLoaders = { ...SHELL_ISLANDS, ...BLOCK_ISLANDS };
