// What a page's simulated LCP would be without some of its requests: Lighthouse's own Lantern
// LCP, recomputed from a run's saved trace and DevTools log (`npm run lighthouse -- --traces`),
// once as recorded and once with every request whose URL contains one of the given parts taken
// out of the log. Their main-thread tasks stay in the trace, so a script's evaluation still
// counts: the gain shown is a lower bound. Recomputing gives the report's figure again,
// whatever the machine is doing now (docs/performance.md, "What lies on the path to LCP").
//
//   node scripts/lantern-what-if.mjs dist/lighthouse/blog [entry- woff2 ...]
//
// With LANTERN_NODES=1 it lists the simulated requests and tasks with their start and end.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lanternInput, readRun } from './lib/lantern-run.mjs';

const [base, ...parts] = process.argv.slice(2);
if (!base) throw new Error('usage: node scripts/lantern-what-if.mjs dist/lighthouse/<page> [url part ...]');
const run = readRun(base);
const { devtoolsLog: recorded, lhr } = run;

async function simulate(devtoolsLog) {
  const { data, context } = lanternInput({ ...run, devtoolsLog });
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  return { lcp, fcp };
}

function show(label, { lcp, fcp }) {
  process.stdout.write(
    `${label}: LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), FCP ${Math.round(fcp.timing)} ms\n`,
  );
  if (!process.env.LANTERN_NODES) return;
  const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, timing] of timings) {
    const what = node.type === 'network' ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request.priority}` : 'main-thread task';
    process.stdout.write(`  ${String(Math.round(timing.startTime)).padStart(5)} ${String(Math.round(timing.endTime)).padStart(5)}  ${what}\n`);
  }
}

show(`as recorded (the report said ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms)`, await simulate(recorded));
if (parts.length > 0) {
  const dropped = new Set(recorded.filter((m) => m.method === 'Network.requestWillBeSent' && parts.some((part) => m.params.request.url.includes(part))).map((m) => m.params.requestId));
  show(`without ${dropped.size} request(s) matching ${parts.join(', ')}`, await simulate(recorded.filter((m) => !dropped.has(m.params?.requestId))));
}
