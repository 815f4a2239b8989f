// Is this response for Builder's editor frame? Builder's SDK decides it in the browser
// (BuilderIO/builder packages/sdks/src/functions/is-editing.ts: the page is in an iframe
// and the query has `builder.frameEditing=`); the Worker decides it from the same query
// and the browser's own word that it is loading a frame (`Sec-Fetch-Dest: iframe`), so a
// shopper's page never carries the bridge. Both are request facts, not secrets: an
// editing response therefore shows only published content (the editor sends drafts by
// message) and nothing personal.

/** Builder's editing query parameter; its value names the model being edited. */
export const FRAME_EDITING_PARAM = 'builder.frameEditing';

export function isEditorFrameRequest(url: URL, headers: Headers): boolean {
  // The SDK looks for the text in the query string itself; so do we.
  return url.search.includes(`${FRAME_EDITING_PARAM}=`) && headers.get('sec-fetch-dest') === 'iframe';
}

/** The model the editor edits (the parameter's value), for a column with no entry yet; `page` when it names none. */
export function editingModel(url: URL): string {
  const model = url.searchParams.get(FRAME_EDITING_PARAM) ?? '';
  return /^[a-z0-9-]{1,64}$/.test(model) ? model : 'page';
}
