// CPU time from /proc (Linux): what the bench reads around each measured run.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export function stat(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // utime + stime; cutime + cstime: the children it has waited for (proc(5)).
  return { comm, ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]), reapedChildTicks: Number(fields[13]) + Number(fields[14]) };
}

// CPU seconds (user + system, all threads) a process has used so far.
export const cpuSeconds = (pid) => stat(pid).cpuTicks / CLK_TCK;

// CPU seconds a process and all its descendants have used so far (`next start` may fork its
// server): each living process's own time, plus what its children that have exited took
// (counted in the parent once it reaps them, so a child's time is not lost when it ends).
export function treeCpuSeconds(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), stat(entry).ppid);
    } catch {}
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (!tree.has(child) && tree.has(parent)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const member of tree) {
    try {
      const s = stat(member);
      ticks += s.cpuTicks + s.reapedChildTicks;
    } catch {}
  }
  return ticks / CLK_TCK;
}
