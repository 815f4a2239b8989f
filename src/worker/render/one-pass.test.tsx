import { createElement, Suspense, use, useId, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inOnePass } from './one-pass.ts';

const NONCE = 'bm9uY2Utb25lLXBhc3M=';

/** What React's stream gives for the same document, as the page path renders it otherwise. */
async function streamed(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element, { nonce: NONCE, progressiveChunkSize: 512 * 1024 });
  await stream.allReady;
  return new Response(stream).text();
}

// As the shell's islands and the blocks do: a component that takes an id, then renders
// markup of its own on the side (once) and writes it in as HTML.
const kept = new Map<string, string>();
function Reused({ name }: { name: string }) {
  const id = useId();
  let html = kept.get(name);
  if (html === undefined) kept.set(name, (html = renderToString(<Card name={name} />)));
  preload(`/images/${name}.jpg`, { as: 'image' });
  return <section aria-labelledby={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
function Card({ name }: { name: string }) {
  const id = useId();
  return (
    <article aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
    </article>
  );
}
function Labelled() {
  const id = useId();
  return <label htmlFor={id}>Search</label>;
}
const settled = <T,>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
function Loaded({ list }: { list: Promise<string[]> }) {
  return <p>{use(list).join(', ')}</p>;
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>One pass</title>
        <link rel="stylesheet" href="/assets/head.css" precedence="head" />
        <style href="blocks-1" precedence="blocks">
          {'.b{color:red}'}
        </style>
        <script nonce={NONCE} dangerouslySetInnerHTML={{ __html: 'window.early=1' }} />
        <script type="module" src="/assets/entry.js" nonce={NONCE} async />
      </head>
      <body>
        <Labelled />
        <main>
          <Reused name="isosceles" />
          <Reused name="scalene" />
          <Labelled />
          {children}
        </main>
        <script type="application/json" id="session-data" nonce={NONCE} dangerouslySetInnerHTML={{ __html: '{"cart":null}' }} />
      </body>
    </html>
  );
}

describe('a document rendered in one pass', () => {
  it("gives the stream's bytes, the first time (its reused markup rendered inside the pass) and after", async () => {
    kept.clear();
    const first = inOnePass(<Page />);
    const again = inOnePass(<Page />);
    kept.clear();
    const expected = await streamed(<Page />);
    expect(first).toBe(expected);
    expect(again).toBe(expected);
    expect(expected).toContain('<link rel="preload" href="/images/isosceles.jpg" as="image"/>');
  });

  it('writes a finished boundary in place, as the stream does', async () => {
    const page = (
      <Page>
        <Suspense fallback={<p>Loading</p>}>
          <Loaded list={settled(['Isosceles', 'Scalene'])} />
        </Suspense>
      </Page>
    );
    expect(inOnePass(page)).toBe(await streamed(page));
    expect(inOnePass(page)).toContain('<p>Isosceles, Scalene</p>');
  });

  it('leaves to the stream a page with a block that waits, inside a boundary or not', () => {
    const waiting = new Promise<string[]>(() => {});
    expect(inOnePass(<Page>{createElement(Suspense, { fallback: <p>Loading</p> }, <Loaded list={waiting} />)}</Page>)).toBeUndefined();
    expect(inOnePass(<Page>{<Loaded list={waiting} />}</Page>)).toBeUndefined();
  });

  it('leaves to the stream a page with a block that fails, inside a boundary or not', () => {
    function Broken(): ReactNode {
      throw new Error('no products');
    }
    expect(inOnePass(<Page>{createElement(Suspense, { fallback: <p>Loading</p> }, <Broken />)}</Page>)).toBeUndefined();
    expect(inOnePass(<Page>{<Broken />}</Page>)).toBeUndefined();
  });
});
