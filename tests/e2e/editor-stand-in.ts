// A stand-in for Builder's visual editor, served by Playwright at https://builder.io (one of
// the hosts Builder's SDK trusts: BuilderIO/builder packages/sdks/src/functions/
// is-from-trusted-host.ts). It frames the store with Builder's editing query and speaks to
// it only in the messages Builder's Gen2 SDK sends and answers, doing with them what the
// editor is seen to do from the SDK's side:
//   - it frames `<preview URL><entry's URL>?builder.space=…&builder.frameEditing=<model>`
//     (the SDK's is-editing.ts looks for `builder.frameEditing=`);
//   - it records builder.sdkInfo, builder.registerComponent and builder.register, and
//     answers builder.updateContent with the content, as a builder.contentUpdate keyed by
//     the model (helpers/subscribe-to-editor.ts reads key || alias || entry || modelName,
//     then the content under `data`);
//   - every change is the whole content in a builder.contentUpdate (the SDK declares
//     supportsPatchUpdates: false in scripts/init-editing.ts);
//   - builder.clickEmptyBlocks { parentElementId, dataPath } opens its insert menu, and the
//     block chosen goes into that list: the block whose id is parentElementId, at dataPath
//     (components/blocks/blocks-wrapper.lite.tsx), or the entry's own blocks when there is
//     no parent; a new block takes the defaultValue of each registered input
//     (functions/register-component.ts sends the inputs as registered);
//   - inline text editing goes through builder.evaluate, the editor's only way to run
//     code in the frame (scripts/init-editing.ts answers builder.evaluateResult or
//     builder.evaluateError by id): it makes the block's text editable, then reads it back.
//     Unverified: the exact code Builder's editor sends is not public; this follows the
//     SDK's Text block (blocks/text/text.lite.tsx renders the text in a div with no
//     outline, for the editor to make editable in place).
// The test drives the rest (reordering, an option's value, publishing) through
// `window.editor`, as an editor uses Builder's layers and options panels.

export type StandIn = { storeOrigin: string; frameUrl: string; model: string; content: { id: string; data: Record<string, unknown> } };

/** The editor's page: the store's frame, an insert menu, and `window.editor`. */
export function standInEditorHtml({ storeOrigin, frameUrl, model, content }: StandIn): string {
  const config = JSON.stringify({ storeOrigin, model, content }).replaceAll('<', '\\u003c');
  return `<!doctype html><html lang="en"><head><title>Editor</title></head><body>
<div id="insert" hidden role="dialog" aria-label="Insert a block"><p>Insert a block</p><ul id="menu"></ul></div>
<iframe name="store" title="Store" src="${frameUrl}" width="1200" height="800"></iframe>
<script>
(() => {
  const { storeOrigin, model, content } = ${config};
  const frame = document.querySelector('iframe[name=store]');
  const editor = (window.editor = { content, received: [], registered: [], target: null, pending: new Map(), sent: 0 });
  let next = 1;

  const send = () => {
    editor.sent += 1;
    frame.contentWindow.postMessage({ type: 'builder.contentUpdate', data: { key: model, data: structuredClone(editor.content) } }, storeOrigin);
  };

  // Every block of the entry, wherever it sits (children, columns, any option holding blocks).
  const findBlock = (node, id) => {
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = findBlock(item, id);
        if (found) return found;
      }
      return null;
    }
    if (node && typeof node === 'object') {
      if (node.id === id && (node.component || node.children)) return node;
      for (const value of Object.values(node)) {
        const found = findBlock(value, id);
        if (found) return found;
      }
    }
    return null;
  };

  /** The list a wrapper names: the entry's blocks, or the path in the block it names. */
  const listAt = (parentElementId, dataPath) => {
    if (!parentElementId) return (editor.content.data.blocks ??= []);
    let node = findBlock(editor.content.data.blocks, parentElementId);
    const keys = String(dataPath).split('.');
    for (const [index, key] of keys.entries()) {
      if (node[key] === undefined) node[key] = index === keys.length - 1 ? [] : {};
      node = node[key];
    }
    return node;
  };

  /** A new block of a registered component, its options the inputs' default values. */
  const newBlock = (name) => {
    const registration = editor.registered.find((component) => component.name === name);
    const options = {};
    for (const input of registration?.inputs ?? []) if (input.defaultValue !== undefined) options[input.name] = structuredClone(input.defaultValue);
    return { '@type': '@builder.io/sdk:Element', id: 'builder-standin-' + next++, component: { name, options } };
  };

  const openInsertMenu = (target) => {
    editor.target = target;
    const menu = document.getElementById('menu');
    menu.replaceChildren(
      ...editor.registered.map((component) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.textContent = component.name;
        button.addEventListener('click', () => {
          const block = newBlock(component.name);
          listAt(editor.target.parentElementId, editor.target.dataPath).push(block);
          editor.lastInserted = block.id;
          document.getElementById('insert').hidden = true;
          send();
        });
        item.append(button);
        return item;
      }),
    );
    document.getElementById('insert').hidden = false;
  };

  /** builder.evaluate: the answer with the same id, or the error. */
  editor.evaluate = (text, args = []) =>
    new Promise((resolve, reject) => {
      const id = 'eval-' + next++;
      editor.pending.set(id, { resolve, reject });
      frame.contentWindow.postMessage({ type: 'builder.evaluate', data: { id, text, arguments: args } }, storeOrigin);
    });

  editor.setOption = (blockId, name, value) => {
    findBlock(editor.content.data.blocks, blockId).component.options[name] = value;
    send();
  };

  /** The layers panel: a block one place up or down in its list. */
  editor.move = (blockId, by) => {
    const holder = (node) => {
      if (Array.isArray(node)) {
        if (node.some((item) => item && item.id === blockId)) return node;
        for (const item of node) {
          const found = holder(item);
          if (found) return found;
        }
      } else if (node && typeof node === 'object') {
        for (const value of Object.values(node)) {
          const found = holder(value);
          if (found) return found;
        }
      }
      return null;
    };
    const list = holder(editor.content.data.blocks);
    const from = list.findIndex((item) => item.id === blockId);
    const [block] = list.splice(from, 1);
    list.splice(from + by, 0, block);
    send();
  };

  /** The insert panel's "add to the page": a block at the end of the entry's blocks. */
  editor.append = (name) => {
    const block = newBlock(name);
    editor.content.data.blocks.push(block);
    send();
    return block.id;
  };

  // Inline text editing: the block's text made editable in place, then read back into its option.
  const TEXT = (id) => '[builder-id="' + id + '"] .rich-text';
  editor.startTextEdit = (blockId) =>
    editor.evaluate('const el = document.querySelector(arguments[0]); el.contentEditable = "true"; el.focus(); return el.isContentEditable;', [TEXT(blockId)]);
  editor.finishTextEdit = async (blockId) => {
    const html = await editor.evaluate('const el = document.querySelector(arguments[0]); el.contentEditable = "false"; return el.innerHTML;', [TEXT(blockId)]);
    editor.setOption(blockId, 'text', html);
    return html;
  };

  addEventListener('message', (event) => {
    if (event.origin !== storeOrigin || event.source !== frame.contentWindow) return;
    const { type, data } = event.data ?? {};
    editor.received.push(event.data);
    switch (type) {
      case 'builder.registerComponent':
        editor.registered.push(data);
        break;
      case 'builder.updateContent':
        send();
        break;
      case 'builder.clickEmptyBlocks':
        openInsertMenu(data);
        break;
      case 'builder.evaluateResult':
      case 'builder.evaluateError': {
        const waiting = editor.pending.get(data.id);
        editor.pending.delete(data.id);
        if (type === 'builder.evaluateResult') waiting?.resolve(data.result);
        else waiting?.reject(new Error(data.error));
        break;
      }
    }
  });
})();
</script>
</body></html>`;
}
