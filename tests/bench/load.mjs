// Load generation (autocannon, in this process) and the arithmetic on its results.
import autocannon from 'autocannon';

const active = new Set();

// `amount`: that many requests, however long they take, instead of `duration` seconds.
export function load(url, { connections, duration, amount, headers }) {
  return new Promise((resolve, reject) => {
    const length = amount === undefined ? { duration } : { amount: Math.max(amount, connections) };
    const instance = autocannon({ url, connections, ...length, headers, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
    active.add(instance);
    instance.on('done', () => active.delete(instance));
  });
}

export function stopLoads() {
  for (const instance of active) instance.stop();
}

// One measured run: autocannon's result plus the CPU seconds each process used meanwhile.
export function summarise(result, cpu) {
  const n = result.requests.total;
  const perRequest = (seconds) => (n > 0 ? round((seconds * 1000) / n) : null);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: n,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: n > 0 ? Math.round(result.throughput.total / n) : 0,
    cpuMsPerRequest: perRequest(cpu.server),
    backendCpuMsPerRequest: cpu.backend === undefined ? null : perRequest(cpu.backend),
    clientCpuMsPerRequest: perRequest(cpu.client),
  };
}

export function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value, digits = 3) => (value === null ? null : Number(value.toFixed(digits)));

// The medians of one target's runs; failures summed.
export function aggregate(runs) {
  const med = (key) => median(runs.map((r) => r[key]));
  const sum = (key) => runs.reduce((total, r) => total + r[key], 0);
  return {
    rps: round(med('rps'), 1),
    p50: med('p50'),
    p99: med('p99'),
    bytesPerResponse: med('bytesPerResponse'),
    cpuMsPerRequest: round(med('cpuMsPerRequest')),
    backendCpuMsPerRequest: round(med('backendCpuMsPerRequest')),
    clientCpuMsPerRequest: round(med('clientCpuMsPerRequest')),
    requests: sum('requests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
  };
}
