// A page's path and its markdown twin's: `/{path}.md`, the home page's `/index.md`.
const SUFFIX = '.md';
/** The routes refuse longer paths (src/worker/render/content-page.tsx MAX_PATH_LENGTH). */
const MAX_PATH_LENGTH = 1024;

/** The page a `.md` path is the twin of, or null for a path that is not one. */
export function pageOfTwin(pathname: string): string | null {
  if (!pathname.endsWith(SUFFIX) || pathname.length > MAX_PATH_LENGTH) return null;
  const page = pathname.slice(0, -SUFFIX.length);
  if (page === '/index') return '/';
  return /^\/[^/]/.test(page) && !page.endsWith('/') ? page : null;
}

/** The twin's path of a page. */
export const twinOf = (pathname: string) => (pathname === '/' ? '/index.md' : `${pathname}${SUFFIX}`);
