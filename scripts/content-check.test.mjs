// content:check from the command line: silent and 0 on content/, and on planted
// violations of each kind it names the file, the block and the rule, and exits 1.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules/.bin/node');
const run = (...args) => spawnSync(node, ['scripts/content-check.mjs', ...args], { cwd: root, encoding: 'utf8' });

const planted = mkdtempSync(path.join(tmpdir(), 'content-check-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

const block = (id, name, options = {}, children) => ({ id, component: { name, options }, ...(children ? { children } : {}) });
function plant(file, model, blocks, extra = {}) {
  mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
  writeFileSync(path.join(planted, file), JSON.stringify({ id: file, model, data: { blocks }, ...extra }));
}
plant('page/limits.json', 'page', [
  block('too-many-buttons', 'TextBlock', { buttons: ['A', 'B', 'C'].map((text) => ({ text, href: '/visit' })) }),
  block('bad-link', 'Core:Button', { text: 'Go', link: 'javascript:alert(1)' }),
]);
plant('page/headings.json', 'page', [
  block('contact-headline', 'Headline', { headline: { heading: 'Contact Us' }, isHeadingOne: true }),
  block('contact-text', 'Text', { text: '<h3>Concierge</h3><p>Orders and the Wine Society.</p>' }),
]);
plant('page/models.json', 'page', [block('hero-on-page', 'ProductHero', { product: 'isosceles-2021' })]);
plant('page/nesting.json', 'page', [block('orphan', 'AccordionItem', { accordionItemTitle: 'Alone' })]);
plant('blog/post.json', 'blog', [block('display-on-blog', 'ProductDisplay', { header: 'Pair it' })]);
plant('page/variation.json', 'page', [], { variations: { 'var-b': { id: 'var-b', testRatio: 0.5, data: { blocks: [block('hero-in-variation', 'ProductHero', { product: 'isosceles-2021' })] } } } });

describe('npm run content:check', () => {
  it('passes on content/', () => {
    const result = run();
    expect(result.stdout).toMatch(/content check: \d+ files, no violations/);
    expect(result.status).toBe(0);
  }, 60_000);

  it('fails on planted violations, one line each with file, block id and message', () => {
    const result = run(planted);
    expect(result.status).toBe(1);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => line.replace(/^.*?content-check-[^/]+\//, ''));
    expect(lines).toEqual([
      'blog/post.json  display-on-blog  ProductDisplay cannot be placed on a blog entry',
      'page/headings.json  contact-text  heading "Concierge" is an h3 after an h1: headings may not skip a level',
      'page/limits.json  too-many-buttons  TextBlock: buttons: maximum "Buttons" is 2',
      'page/limits.json  bad-link  Core:Button: link: Invalid url format. Relative links should start with `/`. You could also use http/https links, mailto: and tel:',
      'page/models.json  hero-on-page  ProductHero cannot be placed on a page entry',
      'page/nesting.json  orphan  AccordionItem: An accordion item must be placed inside an accordion container',
      'page/variation.json  hero-in-variation  A/B variation var-b: ProductHero cannot be placed on a page entry',
    ]);
    expect(result.stderr).toContain('content check: 7 violations in 6 of 6 files');
  }, 60_000);
});
