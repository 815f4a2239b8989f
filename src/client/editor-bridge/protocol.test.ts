import { describe, expect, it } from 'vitest';
import { asFunctionBody, contentUpdate, isFromTrustedHost, registrationMessages } from './protocol.ts';

describe("messages from Builder's editor", () => {
  it("are accepted from Builder's hosts, over http or https, as the SDK accepts them", () => {
    for (const origin of ['https://builder.io', 'https://beta.builder.io', 'https://qa.builder.io', 'https://preview.beta.builder.io', 'http://localhost:1234']) {
      expect(isFromTrustedHost(origin), origin).toBe(true);
    }
  });

  it('are ignored from any other origin, a look-alike included', () => {
    for (const origin of ['https://evil.example', 'https://builder.io.evil.example', 'https://notbuilder.io', 'https://www.builder.io', 'https://cdn.builder.io', 'http://127.0.0.1:8811', 'null', '', 'file:///builder.io', 'javascript:builder.io']) {
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
      { name: 'Headline', group: 'General', canHaveChildren: false, inputs: [{ name: 'items', type: 'list', onChange: '(options) => { alert(1); }', subFields: [{ name: 'x', type: 'text', onChange: '(options) => {}' }] }] },
      { name: 'Container', group: 'Layout', canHaveChildren: true, inputs: [] },
    ],
    insertMenus: [{ name: 'General', items: [{ name: 'Headline' }] }, { name: 'Layout', items: [{ name: 'Container' }] }],
  };

  it('are one builder.registerComponent per block, then one builder.register per insert menu', () => {
    const messages = registrationMessages(manifest);
    expect(messages.map((m) => m.type)).toEqual(['builder.registerComponent', 'builder.registerComponent', 'builder.register', 'builder.register']);
    expect(messages[1]?.data).toEqual(manifest.components[1]);
    expect(messages[2]?.data).toEqual({ type: 'insertMenu', info: manifest.insertMenus[0] });
  });

  it("send an input's onChange as the SDK serialises a function: a body that applies it", () => {
    const [headline] = registrationMessages(manifest);
    const input = (headline?.data as { inputs: { onChange: string; subFields: { onChange: string }[] }[] }).inputs[0]!;
    expect(input.onChange).toBe('return ((options) => { alert(1); }).apply(this, arguments)');
    expect(input.subFields[0]?.onChange).toBe('return ((options) => {}).apply(this, arguments)');
    expect(asFunctionBody(input.onChange)).toBe(input.onChange);
    // The body runs as Builder runs it: a function of the editor's options.
    let alerted = 0;
    new Function('alert', `return function () { ${input.onChange} }`)(() => (alerted += 1)).call(null, new Map());
    expect(alerted).toBe(1);
  });
});
