// The Worker's side of the tenant coordinator (durable-object.ts). Every call has a deadline
// and every failure is reported and answered as if there were no coordinator: the page goes on
// with today's per-isolate behaviour (its own refresh, its own call), never blocked by it.
import type { BudgetAnswer, BudgetKind } from './budget.ts';
import type { Claim } from './refresh.ts';
import { WAIT_MS } from './refresh.ts';
import type { TenantCoordinator } from './durable-object.ts';

export type { BudgetAnswer, BudgetKind, Claim };

/** The coordinator as the cache and the commerce wrapper see it. */
export type Coordinator = {
  /** Whether this isolate should refresh `key` now (or the text another one stored). */
  claim(key: string, freshMs: number, wait: boolean): Promise<Claim>;
  settle(key: string, text: string | null): Promise<void>;
  /** `count` Commerce7 app calls (one change's) from the tenant's budget; writes may wait up to `maxWaitMs` for their turn. */
  take(kind: BudgetKind, maxWaitMs: number, count?: number): Promise<BudgetAnswer>;
  forget(prefix: string): Promise<void>;
};

/** Past this the coordinator counts as unreachable (its own answers come in a few ms). */
export const COORDINATOR_DEADLINE_MS = 1_000;
/** A write waits this long at most for the budget: inside the wrapper's 10 s deadline. */
export const WRITE_WAIT_MS = 8_000;

export class CoordinatorUnavailable extends Error {
  override name = 'CoordinatorUnavailable';
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CoordinatorUnavailable(`The tenant coordinator did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The tenant's coordinator, or undefined without the binding (then every isolate works alone). */
export function coordinatorFor(namespace: DurableObjectNamespace<TenantCoordinator> | undefined, tenant: string): Coordinator | undefined {
  if (!namespace) return undefined;
  let stub: DurableObjectStub<TenantCoordinator> | undefined;
  const object = () => (stub ??= namespace.get(namespace.idFromName(`tenant:${tenant}`)));
  return {
    claim: async (key, freshMs, wait) => within(Promise.resolve(object().claim(key, freshMs, wait)), wait ? WAIT_MS + COORDINATOR_DEADLINE_MS : COORDINATOR_DEADLINE_MS) as Promise<Claim>,
    settle: async (key, text) => {
      await within(Promise.resolve(object().settle(key, text)), COORDINATOR_DEADLINE_MS);
    },
    take: async (kind, maxWaitMs, count = 1) => within(Promise.resolve(object().take(kind, maxWaitMs, count)), maxWaitMs + COORDINATOR_DEADLINE_MS) as Promise<BudgetAnswer>,
    forget: async (prefix) => {
      await within(Promise.resolve(object().forget(prefix)), COORDINATOR_DEADLINE_MS);
    },
  };
}

/**
 * The commerce wrapper's app-call budget on a coordinator: true when the call may go out. A
 * read is answered at once; a write waits its turn up to WRITE_WAIT_MS. A coordinator that
 * cannot be reached meters nothing (reported): the call goes out as it did before there was one.
 */
export function appCallBudget(coordinator: Coordinator, report: (error: unknown, context: Record<string, string>) => void) {
  return async (kind: BudgetKind, count = 1): Promise<boolean> => {
    try {
      return (await coordinator.take(kind, kind === 'write' ? WRITE_WAIT_MS : 0, count)).granted;
    } catch (error) {
      report(error, { section: 'coordinator', step: 'app-call budget' });
      return true;
    }
  };
}
