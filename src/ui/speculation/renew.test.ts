import { describe, expect, it } from 'vitest';
import { renewSpeculationRules } from './renew.ts';

/** A document with the one rules script, as far as renewSpeculationRules reads it. */
function pageWithRules(text: string) {
  const body: FakeNode[] = [];
  class FakeNode {
    type = '';
    nonce = '';
    textContent = '';
    parentNode: { insertBefore(node: FakeNode, before: FakeNode | null): void } | null = parent;
    get nextSibling(): FakeNode | null {
      return body[body.indexOf(this) + 1] ?? null;
    }
    remove() {
      body.splice(body.indexOf(this), 1);
    }
  }
  const parent = {
    insertBefore(node: FakeNode, before: FakeNode | null) {
      body.splice(before ? body.indexOf(before) : body.length, 0, node);
    },
  };
  const script = Object.assign(new FakeNode(), { type: 'speculationrules', nonce: 'n0nce', textContent: text });
  body.push(script);
  const doc = {
    querySelectorAll: () => body.filter((node) => node.type === 'speculationrules'),
    createElement: () => new FakeNode(),
  } as unknown as Document;
  return { doc, body, script };
}

describe('renewing the speculation rules', () => {
  it('takes the rules out at once and puts them back a task later, with the nonce and without prerendering', () => {
    const rules = { prefetch: [{ source: 'document', eagerness: 'moderate' }], prerender: [{ source: 'document', eagerness: 'conservative' }] };
    const { doc, body, script } = pageWithRules(JSON.stringify(rules));
    const tasks: (() => void)[] = [];
    renewSpeculationRules(doc, (run) => tasks.push(run));
    expect(body).toEqual([]);
    for (const task of tasks) task();
    expect(body).toHaveLength(1);
    expect(body[0]).not.toBe(script);
    expect(body[0]).toMatchObject({ type: 'speculationrules', nonce: 'n0nce' });
    expect(JSON.parse(body[0]!.textContent)).toEqual({ prefetch: rules.prefetch });
  });
});
