// Every island the client can hydrate: the shell's, listed here, and the blocks', generated
// from their definitions by scripts/build-client.mjs (block-islands.generated.ts). The
// shell's islands on (nearly) every page are part of the core file (not the pop-up's trigger:
// few pages have one); every other island is a
// file of its own, loaded only when its marker is on the page. scripts/build-client.mjs reads
// the loaders below (each name, then an arrow importing its module) to know each island's file.
import { BLOCK_ISLANDS } from './block-islands.generated.ts';
import { islandComponent as as, type IslandLoaders } from '../ui/island/loaders.ts';
import { AgeGate } from '../shell/age-gate/age-gate.tsx';
import { ConsentManager } from '../shell/consent/consent-manager.tsx';
import { Header } from '../shell/header/header.tsx';
import { PencilBanner } from '../shell/pencil-banner/pencil-banner.tsx';

const inCore = (component: unknown) => () => Promise.resolve(as(component));

const SHELL_ISLANDS = {
  header: inCore(Header),
  'age-gate': inCore(AgeGate),
  'newsletter-signup': () => import('../shell/footer/newsletter-signup.tsx').then((m) => as(m.NewsletterSignup)),
  consent: inCore(ConsentManager),
  'login-page': () => import('../shell/login/login-page.tsx').then((m) => as(m.LoginPage)),
  'new-password-form': () => import('../shell/login/new-password-form.tsx').then((m) => as(m.NewPasswordForm)),
  'sign-out': () => import('../shell/profile/sign-out-button.tsx').then((m) => as(m.SignOutButton)),
  'join-wizard': () => import('../shell/join/join-wizard.tsx').then((m) => as(m.JoinWizard)),
  'pencil-banner': inCore(PencilBanner),
  // Only pages with a pop-up carry its marker: its trigger and rules are a file of their own.
  popup: () => import('../shell/popup/popup-trigger.tsx').then((m) => as(m.PopupTrigger)),
  'club-join-tracker': () => import('../shell/club/club-join-tracker.tsx').then((m) => as(m.ClubJoinTracker)),
  'purchase-tracker': () => import('../shell/checkout/purchase-tracker.tsx').then((m) => as(m.PurchaseTracker)),
  'membership-manager': () => import('../shell/account/membership-manager.tsx').then((m) => as(m.MembershipManager)),
  'order-lookup': () => import('../shell/account/order-lookup.tsx').then((m) => as(m.OrderLookup)),
  'error-feedback': () => import('../shell/error-screen/error-feedback.tsx').then((m) => as(m.ErrorFeedback)),
} satisfies IslandLoaders;

export const ISLAND_LOADERS: IslandLoaders = { ...SHELL_ISLANDS, ...BLOCK_ISLANDS };
