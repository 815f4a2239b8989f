// The bridge's render token: an expiry plus an HMAC-SHA256 with PREVIEW_SECRET over the
// page path and the expiry, like a signed preview URL (index.ts), but over a
// message of its own ("editor-render:" first), so a render token is never a valid preview
// token for the same path (that one shows drafts).
import { checkExpiring, signExpiring } from './index.ts';

/** How long an editing frame may post edits after it loaded: one editing session. */
export const EDITOR_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const message = (path: string) => (expiresAt: number) => `editor-render:${path}:${expiresAt}`;

export function signEditorToken(secret: string, path: string, expiresAtSeconds: number): Promise<string> {
  return signExpiring(secret, message(path), expiresAtSeconds);
}

/** True only for an unexpired token signed for this path. */
export function checkEditorToken(secret: string, path: string, token: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  return checkExpiring(secret, message(path), token, nowSeconds);
}
