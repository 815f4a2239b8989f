// What the render reports about the page it rendered: one typed object, written in one place
// (renderPage, once the shell has rendered) and read by the page cache (whether to store the
// page, its tags, how long it holds) and the security headers (the origins its CSP allows).
// The per-request context holds the report, so it stands below the context, in state/.

/** Origins a page's blocks embed, by CSP directive. */
export type PageEmbeds = { frame: string[]; script: string[]; connect: string[]; media: string[] };

export type RenderReport = {
  /** A public page, the same for every visitor with the page cache's key. */
  shareable: boolean;
  /** Tags the page was built from beyond its content reads (a model it may show, such as symbols). */
  tags: ReadonlySet<string>;
  /** When what the page shows stops being true (a countdown's end, in ms): never served past it. */
  validUntil: number | undefined;
  /** Origins the page's blocks embed (also set by the page cache from a stored copy it serves). */
  embeds?: PageEmbeds | undefined;
};
