// Third-party widgets (store locator, referral, reservations, calendar, lead form) load
// only when the visitor asks: until then a card says what will load and from where, so a
// page makes no third-party request, sets no third-party cookie and pays for no widget
// nobody opened. Then the real frame, or the vendor's script with the element it fills.
// The origins are allowed on the page that shows the block only (the block's `embeds`).
import { useEffect, useRef, useState } from 'react';
import { buttonClassName, type ButtonDesign } from '../../../../ui/button/button.tsx';
import { trustedScriptUrl } from '../../../../platform/trusted-types/index.ts';

export type FrameEmbed = { kind: 'frame'; src: string; height: number; allow?: string };
export type ScriptEmbed = {
  kind: 'script';
  src: string;
  /** The element the vendor's script fills: its id, class and data attributes. */
  mount: { id?: string; className?: string; attributes?: Record<string, string> };
  /** A vendor's set-up that must run before its script (Tock's command queue). */
  setup?: { kind: 'tock'; venue: string };
};

export type EmbedFacadeProps = {
  id: string;
  /** What loads: the card's heading and the frame's accessible name. */
  title: string;
  description?: string | undefined;
  buttonText: string;
  buttonDesign: ButtonDesign;
  /** The service named in the privacy note ("Google Calendar"). */
  provider: string;
  embed: FrameEmbed | ScriptEmbed;
};

type TockQueue = ((...args: unknown[]) => void) & { queue?: unknown[][] };
declare global {
  interface Window {
    tock?: TockQueue;
  }
}

/** Tock's published snippet, without its inline script: a command queue its script drains. */
function prepareTock(venue: string) {
  if (!window.tock) {
    const queue: unknown[][] = [];
    const tock: TockQueue = (...args: unknown[]) => void queue.push(args);
    tock.queue = queue;
    window.tock = tock;
  }
  window.tock('init', venue);
}

function loadScript(src: string) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = trustedScriptUrl(src);
  script.async = true;
  document.head.appendChild(script);
}

export function EmbedFacade({ id, title, description, buttonText, buttonDesign, provider, embed }: EmbedFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const target = useRef<HTMLDivElement>(null);
  const host = new URL(embed.src).host;

  useEffect(() => {
    if (!loaded) return;
    if (embed.kind === 'script') {
      if (embed.setup?.kind === 'tock') prepareTock(embed.setup.venue);
      loadScript(embed.src);
    }
    // The visitor asked for it: take them to it.
    target.current?.focus();
  }, [loaded, embed]);

  if (loaded) {
    return (
      <div className="embed-facade embed-facade--loaded" id={id} ref={target} tabIndex={-1} aria-label={title} role="region">
        {embed.kind === 'frame' ? (
          <iframe className="embed-facade__frame" src={embed.src} title={title} style={{ height: embed.height }} allow={embed.allow} />
        ) : (
          <div id={embed.mount.id} className={embed.mount.className} {...embed.mount.attributes} />
        )}
      </div>
    );
  }
  return (
    <div className="embed-facade" id={id}>
      <p className="embed-facade__title">{title}</p>
      {description ? <p className="embed-facade__description">{description}</p> : null}
      <button type="button" className={buttonClassName(buttonDesign)} onClick={() => setLoaded(true)}>
        {buttonText}
      </button>
      <p className="embed-facade__note">
        Loads {provider} from {host}, which may set its own cookies.
      </p>
    </div>
  );
}
