import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Held, holdUntilRendered } from './held-render.tsx';

describe('holdUntilRendered', () => {
  it('hands React the tree and reports render errors until the render has finished', async () => {
    const report = vi.fn();
    const held = holdUntilRendered(<p>the page</p>, report, '/product/x');
    expect(renderToString(<Held held={held} />)).toBe('<p>the page</p>');
    held.onError(new Error('a block failed'));
    expect(report).toHaveBeenCalledWith(new Error('a block failed'), { section: 'render', path: '/product/x' });
  });

  it('lets go of the tree and of the request once the render has finished, or failed', async () => {
    for (const outcome of [Promise.resolve(), Promise.reject(new Error('shell failed'))]) {
      const report = vi.fn();
      const held = holdUntilRendered(<p>the page</p>, report, '/');
      held.releaseWhen(outcome);
      await outcome.catch(() => undefined);
      await Promise.resolve();
      expect(held.element).toBeNull();
      held.onError(new Error('late'));
      expect(report).not.toHaveBeenCalled();
    }
  });
});
