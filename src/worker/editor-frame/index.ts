// Is this response for Builder's editor frame? Builder's SDK decides it in the browser
// (BuilderIO/builder packages/sdks/src/functions/is-editing.ts: the page is in an iframe
// and the query has `builder.frameEditing=`). The Worker decides it from the same query;
// a server cannot see "in an iframe", so it takes the browser's word where there is one:
// `Sec-Fetch-Dest` naming anything but a frame (a shopper opening the link in a tab sends
// `document`) is a shopper's page. A browser without Fetch Metadata gets the editing
// response, as the SDK would give it, and its bridge still acts only inside a frame.
// Both are request facts, not secrets: an editing response therefore shows only published
// content (the editor sends drafts by message) and nothing personal.

/** Builder's editing query parameter; its value names the model being edited. */
export const FRAME_EDITING_PARAM = 'builder.frameEditing';

export function isEditorFrameRequest(url: URL, headers: Headers): boolean {
  // The SDK looks for the text in the query string itself; so do we.
  if (!url.search.includes(`${FRAME_EDITING_PARAM}=`)) return false;
  const destination = headers.get('sec-fetch-dest');
  return destination === null || destination === 'iframe' || destination === 'frame';
}

/** The model the editor edits (the parameter's value), for a column with no entry yet; `page` when it names none. */
export function editingModel(url: URL): string {
  const model = url.searchParams.get(FRAME_EDITING_PARAM) ?? '';
  return /^[a-z0-9-]{1,64}$/.test(model) ? model : 'page';
}
