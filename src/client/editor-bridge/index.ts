// The editor bridge: loaded only on responses for Builder's editor frame (the Worker
// decides: src/worker/editor-frame/index.ts). It tells the editor which blocks exist, takes the
// editor's content updates from Builder's hosts only, and has the Worker render each edit
// with the server's own renderer, swapping the markup into the content column Builder's
// marks name. An empty list of blocks (Builder's wrapper, rendered in this frame only)
// tells the editor it was clicked or pointed at, and builder.evaluate is answered as the SDK
// answers it (the editor's in-frame tooling arrives that way): from the parent frame, at
// one of Builder's hosts, only; this response's CSP alone allows it. Plain DOM code: no
// framework, a few kB.
import { EDITOR_BRIDGE_ATTRIBUTE, EDITOR_COMPONENTS_PATH, EDITOR_RENDER_PATH, EDITOR_TOKEN_HEADER, type EditorRenderResponse } from '../../ui/editor/bridge.ts';
import { ISLANDS_ADDED_EVENT } from '../../ui/island/attributes.ts';
import { BLOCKS_CLASS, contentUpdate, emptyBlocksMessage, evaluateAnswer, HELLO, isFromTrustedHost, NO_BLOCKS_CLASS, registrationMessages, type EditorMessage, type Manifest } from './protocol.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

const token = document.querySelector(`script[${EDITOR_BRIDGE_ATTRIBUTE}]`)?.getAttribute(EDITOR_BRIDGE_ATTRIBUTE);

// The SDK posts to any parent ('*'): what it says (block registrations) is no secret.
const post = (message: EditorMessage) => window.parent.postMessage(message, '*');

type Column = { busy: boolean; next: unknown[] | null };
const columns = new WeakMap<Element, Column>();

function note(column: Element, text: string) {
  const warning = document.createElement('div');
  warning.className = 'editor-warning';
  warning.setAttribute('role', 'note');
  warning.textContent = text;
  column.insertBefore(warning, column.firstChild);
}

function addStyles(styles: readonly string[]) {
  for (const href of styles) {
    if ([...document.querySelectorAll('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
}

async function render(column: Element, model: string, blocks: unknown[]) {
  const response = await fetch(EDITOR_RENDER_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [EDITOR_TOKEN_HEADER]: token ?? '' },
    body: JSON.stringify({ path: location.pathname, model, blocks }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<EditorRenderResponse> & { message?: string };
  if (!response.ok || typeof body.html !== 'string') {
    note(column, response.status === 403 ? 'This editing session has expired: reload the page in the editor to keep editing.' : `This edit could not be shown: ${body.message ?? response.status}`);
    return;
  }
  addStyles(body.styles ?? []);
  column.innerHTML = trustedHtml(body.html);
  // The client entry hydrates the islands in the new markup (src/client/hydrate.tsx).
  document.dispatchEvent(new CustomEvent(ISLANDS_ADDED_EVENT));
}

/** One render in flight per column; edits arriving meanwhile collapse into the latest. */
async function queue(column: Element, model: string, blocks: unknown[]) {
  const state = columns.get(column) ?? { busy: false, next: null };
  columns.set(column, state);
  state.next = blocks;
  if (state.busy) return;
  state.busy = true;
  try {
    while (state.next) {
      const latest = state.next;
      state.next = null;
      await render(column, model, latest).catch((error: unknown) => note(column, `This edit could not be shown: ${String(error)}`));
    }
  } finally {
    state.busy = false;
  }
}

if (token && window.parent !== window) {
  HELLO.forEach(post);
  fetch(EDITOR_COMPONENTS_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : Promise.reject(new Error(`${EDITOR_COMPONENTS_PATH} answered ${response.status}`))))
    .then((manifest) => registrationMessages(manifest).forEach(post))
    .catch((error: unknown) => console.error('The blocks could not be registered with the editor', error));

  window.addEventListener('message', (event: MessageEvent) => {
    if (!isFromTrustedHost(event.origin)) return;
    if ((event.data as { type?: unknown } | null)?.type === 'builder.evaluate') {
      // Code runs for the editor framing this page only, never for another window of a trusted host.
      if (event.source !== window.parent) return;
      const editor = event.origin;
      void evaluateAnswer(event.data).then((answer) => {
        if (!answer) return;
        try {
          window.parent.postMessage(answer, editor);
        } catch (error) {
          // A value that cannot be cloned (a DOM node, a function) is the editor's error, not a silence.
          window.parent.postMessage({ type: 'builder.evaluateError', data: { id: (answer.data as { id?: unknown }).id, error: String(error) } }, editor);
        }
      });
      return;
    }
    for (const column of document.querySelectorAll('[builder-model]')) {
      const model = column.getAttribute('builder-model') ?? '';
      const update = contentUpdate(event.data, model);
      if (update) void queue(column, model, update.blocks);
    }
  });

  // The wrapper's own events in Builder's SDK (blocks-wrapper.lite.tsx: onClick, onKeyPress,
  // onMouseEnter), delegated: the nearest list around the target, when it is empty.
  const emptyList = (target: EventTarget | null) => {
    const list = target instanceof Element ? target.closest(`.${BLOCKS_CLASS}`) : null;
    return list?.classList.contains(NO_BLOCKS_CLASS) ? list : null;
  };
  const onClick = (event: Event) => {
    const list = emptyList(event.target);
    if (list) post(emptyBlocksMessage('builder.clickEmptyBlocks', list));
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keypress', onClick);
  document.addEventListener('mouseover', (event: MouseEvent) => {
    const list = emptyList(event.target);
    if (list && !(event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) post(emptyBlocksMessage('builder.hoverEmptyBlocks', list));
  });
}
