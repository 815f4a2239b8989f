// The session the widget shares with the site through cookies on the site's domain, and its
// calls to the platform's browser API (hosted/routes.ts).
//
// The login is in `customerToken`, which site code sends as `Authorization` with `tenant` to
// customer/self (Commerce7 design docs, "Securing a CMS Page",
// design-docs.commerce7.com/docs/securing-a-cms-page); the cart id in a 365-day cookie
// (storefront spec: "the cart id is stored in a cookie for 365 days"; the cookie's name
// `cartId` is unverified). It reads no data attribute for either.
import { el } from './dom.ts';
import { TOKEN_COOKIE } from './settings.ts';

export const TOKEN_MAX_AGE = 30 * 24 * 60 * 60;

export function readCookie(name: string): string {
  const found = document.cookie.split('; ').filter((pair) => pair.indexOf(name + '=') === 0)[0];
  return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
}
function cookieAttributes(maxAge: number): string {
  return '; Path=/; Max-Age=' + maxAge + '; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
}
export function writeCookie(name: string, value: string, maxAge: number): void {
  document.cookie = name + '=' + encodeURIComponent(value) + cookieAttributes(maxAge);
}
export function deleteCookie(name: string): void {
  document.cookie = name + '=' + cookieAttributes(0);
}

let tenant = '';
let api = '';
let tokenizerUrl = '';

/**
 * Reads the tenant from the script tag's data-tenant (michaelbourne/wp-commerce7
 * includes/class-c7wp.php add_data_to_c7_script); the API and the gateway's tokeniser sit
 * beside the script.
 */
export function connect(script: Element): void {
  tenant = script.getAttribute('data-tenant') || '';
  // The widget's own <script> tag (or document.currentScript): its src is absolute.
  const src = (script as HTMLScriptElement).src;
  api = new URL('v1/', src).toString();
  tokenizerUrl = new URL('../gateway/tokenizer.js', src).toString();
}

/** A call to the browser API, naming the tenant and, when signed in, the customer's token. */
export function call(path: string, init: { method?: string; body?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { tenant, accept: 'application/json' };
  const token = readCookie(TOKEN_COOKIE);
  if (token) headers.authorization = token;
  if (init.body) headers['content-type'] = 'application/json';
  return fetch(api + path, { method: init.method || 'GET', headers, body: init.body, credentials: 'omit' });
}

/** Commerce7's customer/login with the cart id (storefront spec section 7), without a token. */
export function signIn(body: string): Promise<Response> {
  return fetch(api + 'customer/login', { method: 'POST', headers: { tenant, accept: 'application/json', 'content-type': 'application/json' }, body, credentials: 'omit' });
}

/**
 * The answer's body, or {} when it is not JSON. Its shape is the emulator's own (hosted/),
 * which is why the fields of each answer type are optional where a refusal lacks them.
 */
export function json<T>(response: Response): Promise<T> {
  return response.json().catch(() => ({})) as Promise<T>;
}

export type Card = { cardNumber: string; expiry: string; cvv: string; cardHolderName: string };
/** The gateway's token (POST /__emulator/gateway/v1/tokens), sent on as it came. */
export type CardToken = { tokenOnFile: string };
export type Tokenized = { ok: true; token: CardToken } | { ok: false; field: string | null; message: string };
type Gateway = { tokenize(card: Card): Promise<Tokenized> };
// A local view of the global the tokeniser defines (emulator/gateway/routes.ts), not a
// declaration on Window: the storefront declares its own.
type WithGateway = { EmulatorPaymentGateway?: Gateway };

export function loadTokenizer(): Promise<Gateway> {
  const page = window as unknown as WithGateway;
  if (page.EmulatorPaymentGateway) return Promise.resolve(page.EmulatorPaymentGateway);
  return new Promise((resolve, reject) => {
    const tag = el('script', { src: tokenizerUrl, async: true });
    tag.onload = () => {
      if (page.EmulatorPaymentGateway) resolve(page.EmulatorPaymentGateway);
      else reject(new Error('no tokenizer'));
    };
    tag.onerror = () => {
      reject(new Error('tokenizer failed to load'));
    };
    document.head.appendChild(tag);
  });
}

export type Customer = { firstName?: string; lastName?: string; emails?: { email: string }[] };

/** The signed-in customer (customer/self with the cookie's token), or null. */
export function signedIn(): Promise<Customer | null> {
  if (!readCookie(TOKEN_COOKIE)) return Promise.resolve(null);
  return call('customer/self').then(
    (response) => (response.ok ? json<Customer>(response) : null),
    () => null,
  );
}

export function nameOf(customer: Customer): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name || (customer.emails && customer.emails[0] ? customer.emails[0].email : '');
}
