// Where a page's Total Blocking Time comes from: Lighthouse's own Lantern TBT, recomputed from
// a run's saved trace and DevTools log (`npm run lighthouse -- --traces`), with every
// main-thread task that Lantern simulates at 10 ms or more: when it ran in the recording and
// for how long, where the simulation put it, whether the first-paint simulation holds it, and
// the blocking time it adds (its part after the simulated first paint, less 50 ms). The
// optimistic and pessimistic estimates are listed apart; the report's TBT is their mean
// (docs/performance.md, "Where the blocking time comes from").
//
//   node scripts/lantern-blocking.mjs dist/lighthouse/product
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { lanternInput, readRun } from './lib/lantern-run.mjs';

const [base] = process.argv.slice(2);
if (!base) throw new Error('usage: node scripts/lantern-blocking.mjs dist/lighthouse/<page>');
const run = readRun(base);
const { lhr } = run;
const { data, context } = lanternInput(run);
const fcp = await LanternFirstContentfulPaint.request(data, context);
const interactive = await LanternInteractive.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);

const ms = (value) => String(Math.round(value)).padStart(5);
process.stdout.write(`TBT ${Math.round(tbt.timing)} ms (the report said ${Math.round(lhr.audits['total-blocking-time'].numericValue)})\n`);
// Lantern pairs each TBT estimate with the opposite FCP estimate and the same-side TTI.
const estimates = [
  ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate, interactive.optimisticEstimate, fcp.optimisticGraph],
  ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate, interactive.pessimisticEstimate, fcp.pessimisticGraph],
];
const recordedStart = Math.min(...[...tbt.pessimisticEstimate.nodeTimings.keys()].map((node) => node.startTime));
// A task with none of these is Chromium's own: the first such, about 45 ms, is the navigation's
// commit (DocumentLoader::CommitNavigation, making the page's script contexts).
const WATCHED = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch'];
for (const [label, estimate, firstPaint, end, firstPaintGraph] of estimates) {
  const inFirstPaint = new Set();
  firstPaintGraph.traverse((node) => inFirstPaint.add(node.id));
  process.stdout.write(`\n${label}: ${Math.round(estimate.timeInMs)} ms between the simulated first paint (${Math.round(firstPaint.timeInMs)} ms) and interactive (${Math.round(end.timeInMs)} ms)\n`);
  process.stdout.write('  recorded at  for   simulated    first   blocks  what ran (ms)\n');
  for (const [node, timing] of [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type !== 'cpu' || timing.duration < 10) continue;
    const inWindow = Math.min(timing.endTime, end.timeInMs) - Math.max(timing.startTime, firstPaint.timeInMs);
    const blocks = timing.duration >= 50 && inWindow > 50 ? inWindow - 50 : 0;
    const ran = {};
    for (const event of node.childEvents) if (WATCHED.includes(event.name)) ran[event.name] = (ran[event.name] ?? 0) + event.dur / 1000;
    const what =
      Object.entries(ran)
        .filter(([, time]) => time >= 0.5)
        .map(([name, time]) => `${name} ${Math.round(time)}`)
        .join(', ') || '-';
    process.stdout.write(
      `  ${ms((node.startTime - recordedStart) / 1000)} ${ms(node.duration / 1000)}  ${ms(timing.startTime)}-${ms(timing.endTime)}  ${inFirstPaint.has(node.id) ? 'yes' : '   '}   ${ms(blocks)}  ${what}\n`,
    );
  }
}
