import { usePageData } from '../../page-data/index.ts';
import type { SanitizedEmbed } from '../../platform/sanitize/embed.ts';

/** Sanitised embed HTML in Builder's wrapper; in preview, a note when scripts were left out. */
export function EmbedHtml({ embed, className }: { embed: SanitizedEmbed; className: string }) {
  const { preview } = usePageData();
  return (
    <>
      {preview && embed.scriptsRemoved > 0 ? (
        <div className="editor-warning" role="note">
          {`Scripts in this block (${embed.scriptsRemoved}) do not run on the storefront; its HTML and frames show. Use a block made for the widget instead.`}
        </div>
      ) : null}
      {/* Sanitised in the schema: the only way this HTML reaches the page. */}
      <div className={className} dangerouslySetInnerHTML={{ __html: embed.html }} />
    </>
  );
}
