import { describe, expect, it } from 'vitest';
import { createTurns } from './turns.ts';

/** A clock that each piece of work advances by its cost, and a schedule that queues turns by hand. */
function harness() {
  let clock = 0;
  const turns: (() => void)[] = [];
  const errors: unknown[] = [];
  const ran: string[] = [];
  const queue = createTurns({ budgetMs: 8, now: () => clock, schedule: (turn) => turns.push(turn), onError: (error) => errors.push(error) });
  const work = (name: string, cost: number) => () => {
    clock += cost;
    ran.push(name);
  };
  const nextTurn = () => {
    const turn = turns.shift();
    if (!turn) throw new Error('no turn was scheduled');
    turn();
  };
  return { queue, work, nextTurn, turns, ran, errors };
}

describe('createTurns', () => {
  it('runs nothing until the browser gives it a turn, then as much as fits the budget, and asks for another turn for the rest', () => {
    const { queue, work, nextTurn, turns, ran } = harness();
    for (const name of ['a', 'b', 'c', 'd', 'e']) queue.run(work(name, 3));
    expect(ran).toEqual([]);
    expect(turns).toHaveLength(1);
    nextTurn();
    // 3 + 3 = 6 ms < 8 ms, so a third piece starts; after 9 ms the turn ends.
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(turns).toHaveLength(1);
    nextTurn();
    expect(ran).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(turns).toHaveLength(0);
  });

  it('asks for one turn at a time, and for a new one when work arrives after the queue ran dry', () => {
    const { queue, work, nextTurn, turns, ran } = harness();
    queue.run(work('a', 1));
    queue.run(work('b', 1));
    expect(turns).toHaveLength(1);
    nextTurn();
    expect(ran).toEqual(['a', 'b']);
    queue.run(work('c', 1));
    expect(turns).toHaveLength(1);
    nextTurn();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('hands a piece of work that throws to onError and goes on with the others', () => {
    const { queue, work, nextTurn, ran, errors } = harness();
    queue.run(() => {
      throw new Error('island failed');
    });
    queue.run(work('b', 1));
    nextTurn();
    expect(ran).toEqual(['b']);
    expect(errors).toEqual([new Error('island failed')]);
  });
});
