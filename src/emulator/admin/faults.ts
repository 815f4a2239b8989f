// Source: none; a developer control with no real-service counterpart. Its failure bodies are
// not any service's error shape (unverified on purpose: the storefront must cope with any body),
// and the slow and hang modes are unverified stand-ins for a busy service.
import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../env.ts';

export const SERVICES = ['content', 'marketing', 'commerce', 'errors'] as const;
export type Service = (typeof SERVICES)[number];
/** Longer than any client timeout (10 s), shorter than test and dev patience. */
const HANG_MS = 30_000;

/** Slower than the page render's 3 s wait for personal data, well inside the 10 s client timeout. */
const SLOW_MS = 4_000;

export const FAULT_MODES = ['500', 'hang', 'invalid-json', 'slow'] as const;

/** Applies a switched-on fault to a service's requests; `remaining` counts down when set. */
export function faults(service: Service): MiddlewareHandler<EmulatorEnv> {
  return async function applyFault(c, next) {
    const fault = await c.env.DB.prepare('SELECT mode, remaining FROM emulator_faults WHERE service = ?').bind(service).first<{ mode: string; remaining: number | null }>();
    if (!fault) return next();
    if (fault.remaining !== null) {
      await c.env.DB.batch([
        c.env.DB.prepare('UPDATE emulator_faults SET remaining = remaining - 1 WHERE service = ?').bind(service),
        c.env.DB.prepare('DELETE FROM emulator_faults WHERE service = ? AND remaining <= 0').bind(service),
      ]);
    }
    if (fault.mode === 'hang') {
      // A slow backend, not a dead promise: workerd cancels promises that can never settle.
      await new Promise((resolve) => setTimeout(resolve, HANG_MS));
      return c.json({ message: `Emulated ${service} hang ended` }, 504);
    }
    if (fault.mode === 'slow') {
      // A busy machine: the answer is right, only late.
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return next();
    }
    if (fault.mode === 'invalid-json') return c.body('{"results": [', 200, { 'content-type': 'application/json' });
    return c.json({ message: `Emulated ${service} failure` }, 500);
  };
}
