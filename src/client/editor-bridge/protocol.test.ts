import { describe, expect, it } from 'vitest';
import { asFunctionBody, contentUpdate, emptyBlocksMessage, evaluateAnswer, isFromTrustedHost, registrationMessages } from './protocol.ts';

describe("messages from Builder's editor", () => {
  it("are accepted from Builder's hosts, over http or https, as the SDK accepts them", () => {
    for (const origin of ['https://builder.io', 'https://beta.builder.io', 'https://qa.builder.io', 'https://preview.beta.builder.io', 'http://localhost:1234']) {
      expect(isFromTrustedHost(origin), origin).toBe(true);
    }
  });

  it('are ignored from any other origin, a look-alike included', () => {
    for (const origin of [
      'https://evil.example',
      'https://builder.io.evil.example',
      'https://notbuilder.io',
      'https://www.builder.io',
      'https://cdn.builder.io',
      'http://127.0.0.1:8811',
      'null',
      '',
      'file:///builder.io',
      'javascript:builder.io',
    ]) {
      expect(isFromTrustedHost(origin), origin).toBe(false);
    }
  });

  it("give the blocks of a content update for the column's model only", () => {
    const blocks = [{ id: 'a', component: { name: 'Text', options: { text: 'Hi' } } }];
    const message = { type: 'builder.contentUpdate', data: { key: 'page', data: { id: 'e1', data: { title: 'T', blocks } } } };
    expect(contentUpdate(message, 'page')).toEqual({ blocks });
    expect(contentUpdate(message, 'blog')).toBeNull();
    // The SDK's fallbacks for the key: alias, entry, modelName.
    expect(contentUpdate({ type: 'builder.contentUpdate', data: { modelName: 'blog', data: { data: { blocks } } } }, 'blog')).toEqual({ blocks });
    // Content without blocks is an empty page, not an error.
    expect(contentUpdate({ type: 'builder.contentUpdate', data: { key: 'page', data: null } }, 'page')).toEqual({ blocks: [] });
  });

  it('are not content updates when they are anything else, builder.evaluate included', () => {
    expect(contentUpdate({ type: 'builder.evaluate', data: { text: 'return document.cookie', id: '1' } }, 'page')).toBeNull();
    expect(contentUpdate(null, 'page')).toBeNull();
    expect(contentUpdate('builder.contentUpdate', 'page')).toBeNull();
  });
});

describe('the registrations the bridge sends', () => {
  const manifest = {
    components: [
      {
        name: 'Headline',
        group: 'General',
        canHaveChildren: false,
        inputs: [{ name: 'items', type: 'list', onChange: '(options) => { alert(1); }', subFields: [{ name: 'x', type: 'text', onChange: '(options) => {}' }] }],
      },
      { name: 'Container', group: 'Layout', canHaveChildren: true, inputs: [] },
    ],
    insertMenus: [
      { name: 'General', items: [{ name: 'Headline' }] },
      { name: 'Layout', items: [{ name: 'Container' }] },
    ],
  };

  it('are one builder.registerComponent per block, then one builder.register per insert menu', () => {
    const messages = registrationMessages(manifest);
    expect(messages.map((m) => m.type)).toEqual(['builder.registerComponent', 'builder.registerComponent', 'builder.register', 'builder.register']);
    expect(messages[1]?.data).toEqual(manifest.components[1]);
    expect(messages[2]?.data).toEqual({ type: 'insertMenu', info: manifest.insertMenus[0] });
  });

  it("send an input's onChange as the SDK serialises a function: a body that applies it", () => {
    const [headline] = registrationMessages(manifest);
    const input = (headline!.data as { inputs: { onChange: string; subFields: { onChange: string }[] }[] }).inputs[0]!;
    expect(input.onChange).toBe('return ((options) => { alert(1); }).apply(this, arguments)');
    expect(input.subFields[0]?.onChange).toBe('return ((options) => {}).apply(this, arguments)');
    expect(asFunctionBody(input.onChange)).toBe(input.onChange);
    // The body runs as Builder runs it: a function of the editor's options.
    let alerted = 0;
    new Function('alert', `return function () { ${input.onChange} }`)(() => (alerted += 1)).call(null, new Map());
    expect(alerted).toBe(1);
  });
});

// The editor's canvas as with Builder's own SDK.
describe('the messages of an empty list of blocks', () => {
  const list = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

  it("name the block holding the list and the list's path, as the SDK's wrapper posts them", () => {
    expect(emptyBlocksMessage('builder.clickEmptyBlocks', list({ 'builder-parent-id': 'cols', 'builder-path': 'component.options.columns.1.blocks' }))).toEqual({
      type: 'builder.clickEmptyBlocks',
      data: { parentElementId: 'cols', dataPath: 'component.options.columns.1.blocks' },
    });
    // The entry's own list has neither.
    expect(emptyBlocksMessage('builder.hoverEmptyBlocks', list({}))).toEqual({ type: 'builder.hoverEmptyBlocks', data: { parentElementId: undefined, dataPath: undefined } });
  });
});

describe('the answer to builder.evaluate', () => {
  const evaluate = (text: unknown, args?: unknown[]) => evaluateAnswer({ type: 'builder.evaluate', data: { id: 'e1', text, arguments: args } });

  it("is the function body's value, with the message's arguments, as init-editing.ts answers it", async () => {
    expect(await evaluate('return arguments[0] + arguments[1]', [2, 3])).toEqual({ type: 'builder.evaluateResult', data: { id: 'e1', result: 5 } });
    expect(await evaluate('return 7')).toEqual({ type: 'builder.evaluateResult', data: { id: 'e1', result: 7 } });
  });

  it('awaits a promise, and answers a throw with its message', async () => {
    expect(await evaluate('return Promise.resolve("later")')).toEqual({ type: 'builder.evaluateResult', data: { id: 'e1', result: 'later' } });
    expect(await evaluate('throw new Error("nope")')).toEqual({ type: 'builder.evaluateError', data: { id: 'e1', error: 'nope' } });
    expect(await evaluate('this is not javascript')).toMatchObject({ type: 'builder.evaluateError', data: { id: 'e1' } });
  });

  it('is nothing for any other message', async () => {
    expect(await evaluateAnswer({ type: 'builder.contentUpdate', data: { text: 'return 1' } })).toBeNull();
    expect(await evaluate(42)).toBeNull();
    expect(await evaluateAnswer(null)).toBeNull();
  });
});
