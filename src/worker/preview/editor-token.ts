// The bridge's render token: an expiry plus an HMAC-SHA256 with PREVIEW_SECRET over the
// page path and the expiry, like a signed preview URL (index.ts), but over a
// message of its own ("editor-render:" first), so a render token is never a valid preview
// token for the same path (that one shows drafts).
import { constantTimeEqual, hmac } from './index.ts';

/** How long an editing frame may post edits after it loaded: one editing session. */
export const EDITOR_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const message = (path: string, expiresAt: number) => `editor-render:${path}:${expiresAt}`;

export async function signEditorToken(secret: string, path: string, expiresAtSeconds: number): Promise<string> {
  return `${expiresAtSeconds}.${await hmac(secret, message(path, expiresAtSeconds))}`;
}

/** True only for an unexpired token signed for this path. */
export async function checkEditorToken(secret: string, path: string, token: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt < nowSeconds) return false;
  return constantTimeEqual(await hmac(secret, message(path, expiresAt)), match[2] ?? '');
}
