// `npm run preview-url -- /path [hours]`: prints a signed preview URL for an editor.
// Reads PREVIEW_SECRET from the environment or .dev.vars, and the origin from
// PREVIEW_ORIGIN (default http://localhost:8787).
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [pathArg, hoursArg] = process.argv.slice(2);
if (!pathArg?.startsWith('/')) {
  console.error('Usage: npm run preview-url -- /path/to/page [hours valid, default 24]');
  process.exit(1);
}
let secret = process.env.PREVIEW_SECRET;
const devVars = path.resolve(import.meta.dirname, '../.dev.vars');
if (!secret && existsSync(devVars)) {
  secret = /^PREVIEW_SECRET=(.+)$/m.exec(readFileSync(devVars, 'utf8'))?.[1]?.trim();
}
if (!secret) {
  console.error("Couldn't find environment variable(s): PREVIEW_SECRET");
  process.exit(1);
}
const url = new URL(pathArg, process.env.PREVIEW_ORIGIN ?? 'http://localhost:8787');
const expires = Math.floor(Date.now() / 1000) + Math.round(Number(hoursArg ?? 24) * 3600);
const signature = createHmac('sha256', secret).update(`${url.pathname}:${expires}`).digest('base64url');
url.searchParams.set('preview', `${expires}.${signature}`);
console.log(url.toString());
