// The load test's chart: one self-contained HTML page (inline SVG, no script) with backend
// calls per minute against time and latency against time, readable at a glance.

const COLOURS = { commerce7App: '#b3261e', commerce7Storefront: '#1f5fa8', builder: '#2e7d32', klaviyo: '#8e44ad', anonymous: '#1f5fa8', 'signed-in': '#b3261e', 'sign-up': '#6d6d6d' };
const LABELS = { commerce7App: 'Commerce7 app', commerce7Storefront: 'Commerce7 storefront', builder: 'Builder (content)', klaviyo: 'Klaviyo (marketing)' };
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** A line chart: series of y values, one per bucket; dashed horizontal rules (a budget) optional. */
function lineChart({ title, yLabel, bucketSeconds, series, rules = [] }) {
  const width = 760;
  const height = 280;
  const pad = { left: 60, right: 200, top: 34, bottom: 40 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const count = Math.max(1, ...series.map((s) => s.values.length));
  const values = series.flatMap((s) => s.values).filter((v) => v !== null);
  const top = Math.max(1, ...values, ...rules.map((r) => r.value)) * 1.1;
  const x = (i) => pad.left + (count === 1 ? plotW / 2 : (i / (count - 1)) * plotW);
  const y = (v) => pad.top + plotH - (v / top) * plotH;
  const ticks = 5;
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(title)}" style="max-width:100%;font:12px system-ui,sans-serif">`;
  svg += `<text x="${pad.left}" y="20" font-size="14" font-weight="600">${escape(title)}</text>`;
  for (let t = 0; t <= ticks; t++) {
    const v = (top / ticks) * t;
    svg += `<line x1="${pad.left}" x2="${pad.left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/><text x="${pad.left - 6}" y="${y(v) + 4}" text-anchor="end">${Math.round(v)}</text>`;
  }
  for (let i = 0; i < count; i += Math.max(1, Math.ceil(count / 8))) {
    svg += `<text x="${x(i)}" y="${pad.top + plotH + 16}" text-anchor="middle">${i * bucketSeconds}</text>`;
  }
  svg += `<text x="${pad.left + plotW / 2}" y="${height - 6}" text-anchor="middle">seconds into the run (${bucketSeconds} s buckets)</text>`;
  svg += `<text transform="translate(14 ${pad.top + plotH / 2}) rotate(-90)" text-anchor="middle">${escape(yLabel)}</text>`;
  for (const rule of rules) {
    svg += `<line x1="${pad.left}" x2="${pad.left + plotW}" y1="${y(rule.value)}" y2="${y(rule.value)}" stroke="${rule.colour}" stroke-dasharray="6 4"/><text x="${pad.left + plotW - 4}" y="${y(rule.value) - 4}" text-anchor="end" fill="${rule.colour}">${escape(rule.label)}</text>`;
  }
  series.forEach((s, n) => {
    const points = s.values.map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`)).filter(Boolean);
    if (points.length > 0) svg += `<polyline fill="none" stroke="${s.colour}" stroke-width="2" ${s.dashed ? 'stroke-dasharray="3 3"' : ''} points="${points.join(' ')}"/>`;
    const ly = pad.top + 10 + n * 18;
    svg += `<line x1="${pad.left + plotW + 14}" x2="${pad.left + plotW + 34}" y1="${ly}" y2="${ly}" stroke="${s.colour}" stroke-width="2" ${s.dashed ? 'stroke-dasharray="3 3"' : ''}/><text x="${pad.left + plotW + 40}" y="${ly + 4}">${escape(s.name)}</text>`;
  });
  return `${svg}</svg>`;
}

export function chartPage(result) {
  const { backends, latency, bucketSeconds, summary } = result;
  const calls = lineChart({
    title: 'Backend calls per minute',
    yLabel: 'calls a minute',
    bucketSeconds,
    series: Object.keys(LABELS).map((b) => ({ name: LABELS[b], colour: COLOURS[b], values: backends.series[b] })),
    rules: [{ value: 100, label: 'Commerce7 limit: 100 app calls a minute', colour: COLOURS.commerce7App }],
  });
  const times = lineChart({
    title: 'Latency',
    yLabel: 'ms',
    bucketSeconds,
    series: Object.entries(latency).flatMap(([group, l]) => [
      { name: `${group} p50`, colour: COLOURS[group], values: l.p50 },
      { name: `${group} p99`, colour: COLOURS[group], values: l.p99, dashed: true },
    ]),
  });
  const rows = Object.entries(result.kinds)
    .map(
      ([kind, k]) =>
        `<tr><td>${escape(kind)}</td><td>${k.rps}</td><td>${k.p50}</td><td>${k.p99}</td><td>${k.requests}</td><td>${escape(Object.keys(k.errors).length ? JSON.stringify(k.errors) : 'none')}</td></tr>`,
    )
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Release-day load test, scale ${result.scale}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:60rem;color:#1a1a1a}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:right}td:first-child,th:first-child{text-align:left}</style></head><body>
<h1>Release-day load test, scale ${result.scale}</h1>
<p>${escape(result.date)}, ${result.durationSeconds} s, commit ${escape(result.source.commit ?? '?')}; ${result.mix.anonymousRps} anonymous req/s asked, ${result.mix.members} signed-in members, ${result.mix.signupsPerMinute} sign-ups a minute. Load average ${result.loadAverage.before.toFixed(2)} &rarr; ${result.loadAverage.after.toFixed(2)} on ${result.cores} cores (a shared machine: latency is noisy, counts are not).</p>
<p><strong>Anonymous ${summary.anonymousRps} req/s, p99 ${summary.anonymousP99} ms; ${summary.failedRequests} failed requests. Commerce7 app calls ${summary.commerce7AppPerMinute}/min (busiest minute ${summary.commerce7AppBusiestMinute}, limit 100); storefront calls ${summary.commerce7StorefrontPerMinute}/min; Builder ${summary.builderPerMinute}/min.</strong></p>
${calls}
${times}
<h2>Per kind of request</h2>
<table><thead><tr><th>kind</th><th>req/s</th><th>p50 ms</th><th>p99 ms</th><th>requests</th><th>errors by status</th></tr></thead><tbody>${rows}</tbody></table>
</body></html>
`;
}
