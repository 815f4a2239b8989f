import { usePageData } from '../../../page-data/index.ts';
import type { SanitizedEmbed } from '../../../platform/sanitize/embed.ts';
import { buttonClassName } from '../../../ui/button/button.tsx';
import { deferFrames, EMBED_FRAMES_ATTRIBUTE, EMBED_LOAD_ATTRIBUTE } from './embed-frames.ts';
import { trustedHtml } from '../../../platform/trusted-types/index.ts';

/**
 * Sanitised embed HTML in Builder's wrapper; in preview, a note when scripts were left out.
 * Frames (a video, a map an editor pasted) load a third party, so for visitors they wait,
 * like the widgets' facades, until "Load content" is pressed: no request leaves for another
 * origin before the visitor asks. Editors in preview see them live.
 */
export function EmbedHtml({ embed, className }: { embed: SanitizedEmbed; className: string }) {
  const { preview } = usePageData();
  const waiting = !preview && embed.frames.length > 0;
  const hosts = embed.frames.map((origin) => new URL(origin).host).join(', ');
  return (
    <>
      {preview && embed.scriptsRemoved > 0 ? (
        <div className="editor-warning" role="note">
          {`Scripts in this block (${embed.scriptsRemoved}) do not run on the storefront; its HTML and frames show. Use a block made for the widget instead.`}
        </div>
      ) : null}
      {waiting ? (
        <div className={className} {...{ [EMBED_FRAMES_ATTRIBUTE]: '' }}>
          <div className="embed-facade embed-facade--inline">
            <button type="button" className={buttonClassName('gray', true)} {...{ [EMBED_LOAD_ATTRIBUTE]: '' }}>
              {`Load content from ${hosts}`}
            </button>
            <p className="embed-facade__note">{`Loads content from ${hosts}, which may set its own cookies.`}</p>
          </div>
          {/* Sanitised in the schema: the only way this HTML reaches the page. */}
          <div dangerouslySetInnerHTML={{ __html: trustedHtml(deferFrames(embed.html)) }} />
        </div>
      ) : (
        // Sanitised in the schema: the only way this HTML reaches the page.
        <div className={className} dangerouslySetInnerHTML={{ __html: trustedHtml(embed.html) }} />
      )}
    </>
  );
}
