// The tenant's coordinator: one Durable Object per Commerce7 tenant (idFromName(tenant)), the
// Workers-native single point every isolate in every data centre shares. It keeps two things
// in memory, both safe to lose (an evicted object starts with a full budget and no settled
// copies, which costs at most one extra refresh per key and one window's calls):
// - the app-call budget (budget.ts): reads are answered at once; writes wait their turn in
//   arrival order until the budget has room, up to the wait they ask for;
// - the refresh board (refresh.ts): one refresh of a shared key per freshness window.
// Called over RPC by the Worker (client.ts), which falls back to per-isolate behaviour when
// the object cannot be reached.
import { DurableObject } from 'cloudflare:workers';
import { DOCUMENTED_APP_CALLS_PER_MINUTE, SlidingBudget, type BudgetAnswer, type BudgetKind } from './budget.ts';
import { RefreshBoard, type Claim } from './refresh.ts';

type Waiting = { deadline: number; count: number; resolve: (answer: BudgetAnswer) => void };

/**
 * The budget a minute: Commerce7's documented 100, or less when COMMERCE_APP_CALLS_PER_MINUTE
 * says so (another integration of the tenant spends part of it). Only outside production may it
 * be more: the worker tests, whose hundreds of app calls a minute are not what they test.
 */
export function budgetPerMinute(env: Record<string, unknown>): number {
  const set = Number(env.COMMERCE_APP_CALLS_PER_MINUTE);
  if (!Number.isFinite(set) || set <= 0) return DOCUMENTED_APP_CALLS_PER_MINUTE;
  return env.ENVIRONMENT === 'production' ? Math.min(set, DOCUMENTED_APP_CALLS_PER_MINUTE) : set;
}

export class TenantCoordinator extends DurableObject<Record<string, unknown>> {
  budget: SlidingBudget;
  board = new RefreshBoard();
  private readonly writes: Waiting[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ctx: DurableObjectState, env: Record<string, unknown>) {
    super(ctx, env);
    this.budget = new SlidingBudget(budgetPerMinute(env));
  }

  /** `count` app calls (one change's writes, booked together): granted now, or (writes) once their turn comes within `maxWaitMs`. */
  async take(kind: BudgetKind, maxWaitMs = 0, count = 1): Promise<BudgetAnswer> {
    const now = Date.now();
    // A write never overtakes one already waiting.
    if (kind === 'read' || this.writes.length === 0) {
      const answer = this.budget.tryTake(kind, now, count);
      if (answer.granted || kind === 'read' || maxWaitMs <= 0) return answer;
    }
    return new Promise<BudgetAnswer>((resolve) => {
      this.writes.push({ deadline: now + maxWaitMs, count, resolve });
      this.drain();
    });
  }

  private drain() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = Date.now();
    while (this.writes.length > 0) {
      const head = this.writes[0]!;
      const answer = this.budget.tryTake('write', now, head.count);
      if (answer.granted) {
        this.writes.shift();
        head.resolve(answer);
        continue;
      }
      // Those whose wait would end before room comes are told now, in order.
      if (head.deadline < now + answer.retryAfterMs) {
        this.writes.shift();
        head.resolve({ granted: false, retryAfterMs: answer.retryAfterMs });
        continue;
      }
      this.timer = setTimeout(() => this.drain(), answer.retryAfterMs);
      return;
    }
  }

  claim(key: string, freshMs: number, wait: boolean): Promise<Claim> | Claim {
    return this.board.claim(key, freshMs, wait);
  }

  settle(key: string, text: string | null): void {
    this.board.settle(key, text);
  }

  /** A publish purged shared data: no settled copy of it is handed out again. */
  forget(prefix: string): void {
    this.board.forget(prefix);
  }

  /** What a test or the load test reads: leads per key, budget used in the window, writes waiting. */
  stats(): { leads: Record<string, number>; budgetUsed: number; writesWaiting: number } {
    return { leads: Object.fromEntries(this.board.leads), budgetUsed: this.budget.used(Date.now()), writesWaiting: this.writes.length };
  }
}
