// Anonymous visitors as an open loop with spread-out arrivals: request n is due at a Poisson
// arrival time (exponential gaps at the mean rate), sent when due whatever the earlier ones
// are doing, and timed from the moment it is handed to the HTTP client (time waiting for a
// free socket counts; the generator's own event-loop lag does not, and is reported apart).
//
// Why not autocannon's `overallRate`: it resets a per-second quota, so every connection sends
// its share back to back at the start of each second and then idles. At 1 200 a second that
// is a burst of 1 200 requests every second, and the p99 it measured was the burst's queue,
// not a release day's arrivals, which come spread out.
import http from 'node:http';

/** At most this many requests in flight per kind; past it they wait for a socket (and that wait is timed). */
const MAX_SOCKETS = 128;
/** How often the scheduler wakes to send what is due (ms). */
const TICK_MS = 2;

/**
 * Sends `rate` requests a second on average for `durationS` seconds, cycling through `paths`,
 * and calls `onResult({ t, ms, status })` for each (t: when it was sent, ms since `origin`).
 * Resolves with { sent, lagP99Ms, lagMaxMs } once every request has answered or failed.
 */
export function poissonArrivals({ base, paths, rate, durationS, headers, origin, onResult, timeoutMs = 10_000, random = Math.random }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const { hostname, port } = new URL(base);
  const end = origin + durationS * 1000;
  const lags = [];
  const inFlight = new Set();
  let due = origin;
  let n = 0;

  const send = (path) => {
    const sentAt = performance.now();
    const done = new Promise((resolve) => {
      let settled = false;
      const finish = (status) => {
        if (settled) return;
        settled = true;
        onResult({ t: sentAt - origin, ms: performance.now() - sentAt, status });
        resolve();
      };
      const request = http.request({ hostname, port, path, method: 'GET', headers, agent }, (response) => {
        response.on('end', () => finish(response.statusCode ?? 'network'));
        response.on('error', () => finish('network'));
        response.resume();
      });
      request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      request.on('error', (error) => finish(error.code === 'TIMEOUT' ? 'timeout' : 'network'));
      request.end();
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };

  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (due <= now && due < end) {
        lags.push(now - due);
        send(paths[n++ % paths.length]);
        due += (-Math.log(1 - random()) * 1000) / rate;
      }
      if (due < end) {
        setTimeout(tick, TICK_MS);
        return;
      }
      Promise.all(inFlight).then(() => {
        agent.destroy();
        lags.sort((a, b) => a - b);
        resolve({ sent: n, lagP99Ms: lags.length ? lags[Math.floor(0.99 * (lags.length - 1))] : 0, lagMaxMs: lags.at(-1) ?? 0 });
      });
    };
    tick();
  });
}
