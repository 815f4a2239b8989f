// The bench's CPU reading of a server that forks (`next start` may): the whole process tree
// counts, a child that has exited included.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuSeconds, treeCpuSeconds } from './proc.mjs';

// Burns `seconds` of its own CPU time (not wall time: the same on a busy machine).
const burn = (seconds) => `const t = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; }; while (t() < ${seconds});`;

// A parent that starts two burning children, waits for the first to exit (so it is reaped) and
// the second to say it is done (it stays alive), then reports and idles until its stdin closes.
const PARENT = `
const { spawn } = require('node:child_process');
const node = process.execPath;
const gone = spawn(node, ['-e', ${JSON.stringify(burn(0.2))}], { stdio: 'ignore' });
const alive = spawn(node, ['-e', ${JSON.stringify(`${burn(0.2)} process.stdout.write('done\\n'); process.stdin.resume();`)}], { stdio: ['pipe', 'pipe', 'ignore'] });
let waiting = 2;
const ready = () => { if (--waiting === 0) process.stdout.write('ready\\n'); };
gone.on('exit', ready);
alive.stdout.once('data', ready);
process.stdin.on('end', () => { alive.kill(); });
process.stdin.resume();
`;

describe.skipIf(process.platform !== 'linux')('treeCpuSeconds', () => {
  it("counts a forked server's children, those still running and those that have exited", async () => {
    const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await new Promise((resolve, reject) => {
        parent.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
        parent.once('exit', (code) => reject(new Error(`the parent exited (${code}) before its children were done`)));
      });
      // Both children burnt 0.2 s each; the parent itself only started them. Clock ticks are
      // 10 ms, so allow one each.
      expect(treeCpuSeconds(parent.pid)).toBeGreaterThanOrEqual(0.38);
      expect(cpuSeconds(parent.pid)).toBeLessThan(0.38);
    } finally {
      parent.stdin.end();
    }
  });
});
