import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout, UpstreamError, withRetry, type Fetcher } from './index.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withRetry', () => {
  it('returns the first successful attempt', async () => {
    const attempt = vi.fn(async (n: number) => `attempt ${n}`);
    await expect(withRetry(attempt, () => true)).resolves.toBe('attempt 1');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('tries up to 3 times, waiting 250 ms times the attempt number between tries', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn(async (n: number) => {
      if (n < 3) throw new Error(`failure ${n}`);
      return 'third time lucky';
    });

    const result = withRetry(attempt, () => true);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);

    await expect(result).resolves.toBe('third time lucky');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('rejects with the last error after 3 failed attempts', async () => {
    const attempt = vi.fn(async (n: number): Promise<string> => {
      throw new Error(`failure ${n}`);
    });
    await expect(withRetry(attempt, () => true, { backoffMs: 1 })).rejects.toThrow('failure 3');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops at once when the error is not worth retrying', async () => {
    const attempt = vi.fn(async (): Promise<string> => {
      throw new UpstreamError('Not Found', 404);
    });
    const shouldRetry = (error: unknown) => !(error instanceof UpstreamError && error.statusCode < 500);
    await expect(withRetry(attempt, shouldRetry, { backoffMs: 1 })).rejects.toMatchObject({ statusCode: 404 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('fetchWithTimeout', () => {
  it('passes the response through when the backend answers in time', async () => {
    const fetcher: Fetcher = async () => new Response('ok', { status: 200 });
    const response = await fetchWithTimeout(fetcher, new Request('https://commerce.example/cart/1'), 50);
    expect(await response.text()).toBe('ok');
  });

  it('fails with 408 "Request timed out." when the backend never answers', async () => {
    let signal: AbortSignal | undefined;
    const fetcher: Fetcher = (request) => {
      signal = request.signal;
      return new Promise<Response>(() => {});
    };

    const error = await fetchWithTimeout(fetcher, new Request('https://commerce.example/cart/1'), 20).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ statusCode: 408, message: 'Request timed out.' });
    expect(signal?.aborted).toBe(true);
  });
});
