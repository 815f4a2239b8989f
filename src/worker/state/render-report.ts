// What the render reports about the page it rendered: one typed object, written in one place
// (renderPage, once the shell has rendered) and read by the page cache (whether to store the
// page, its tags, how long it holds, its third parties) and the security headers (the origins
// its CSP allows). The per-request context holds the report, so it stands below the context, in state/.

/** Origins a page's blocks embed, by CSP directive. */
export type PageEmbeds = { frame: string[]; script: string[]; connect: string[]; media: string[] };

/** Origins a page may use beyond its own, by CSP directive. */
export type PageOrigins = { frame?: readonly string[]; script?: readonly string[]; connect?: readonly string[]; media?: readonly string[]; style?: readonly string[]; font?: readonly string[] };

/**
 * The third parties of one page, decided by the render from what its route says it loads (the
 * widget, a card step) and what its blocks embed. The security headers are written from this
 * alone: a response without it (an API answer, a redirect, the error screen) gets none.
 */
export type ThirdParties = {
  /** Other origins the page may use, by CSP directive. */
  origins: PageOrigins;
  /** Other origins whose frames may ask for payment (the widget's card step: wallet buttons in the gateways' frames). */
  payment: readonly string[];
  /** The tag manager and Builder's A/B test events may run here (whether they do is the visitor's consent). */
  trackers: boolean;
  /**
   * A partner's script runs the page (the commerce platform's widget, a gateway's tokeniser),
   * whose DOM writes the store cannot know: Trusted Types only report here, never block.
   */
  partnerScript?: boolean | undefined;
};

export type RenderReport = {
  /** A public page, the same for every visitor with the page cache's key. */
  shareable: boolean;
  /** Tags the page was built from beyond its content reads (a model it may show, such as symbols). */
  tags: ReadonlySet<string>;
  /** When what the page shows stops being true (a countdown's end, in ms): never served past it. */
  validUntil: number | undefined;
  /** The page's third parties (also set by the page cache from a stored copy it serves). */
  thirdParties?: ThirdParties | undefined;
};
