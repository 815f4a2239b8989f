// Work the browser runs in turns: as much as fits a time budget, then the main thread goes
// back to the browser (input, rendering) before the next turn. The islands' hydration uses it
// (src/client/hydrate.tsx): a page of product cards hydrated in one go held the main thread
// for 35 ms here, 140 ms on a mid-range phone, a long task that delays the visitor's first tap
// (Lighthouse counts it as blocking time).

export type Turns = { run(work: () => void): void };

/**
 * `budgetMs`: how long one turn may keep running work (a piece of work is never cut short).
 * `schedule`: how the next turn is asked for (setTimeout in the browser). `onError`: a piece
 * of work that throws is handed to it and the others still run.
 */
export function createTurns(options: { budgetMs: number; now: () => number; schedule: (turn: () => void) => void; onError: (error: unknown) => void }): Turns {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const turn = () => {
    const started = options.now();
    while (waiting.length > 0 && options.now() - started < options.budgetMs) {
      try {
        waiting.shift()!();
      } catch (error) {
        options.onError(error);
      }
    }
    if (waiting.length > 0) options.schedule(turn);
    else scheduled = false;
  };
  return {
    run(work) {
      waiting.push(work);
      if (scheduled) return;
      scheduled = true;
      options.schedule(turn);
    },
  };
}
