// The bench's peer (`npm run bench -- --peer next`): a bare Next.js product page of the same
// data (tests/bench/peer-next/), installed and built on demand, served by `next start`, so the
// store's pages are also read against what a plain Next.js storefront does on this machine in
// the same run. It is not part of `npm ci` or `npm test`: its dependencies are installed only
// here, into dist/bench-peer/, and that install is kept for as long as the peer's
// package.json and package-lock.json are unchanged.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from './servers.mjs';

export const PEERS = ['next'];

const binDir = path.join(root, 'node_modules/.bin');
// The project's Node 22 builds and serves the peer, as it runs every other server.
const nodeBin = existsSync(path.join(binDir, 'node')) ? path.join(binDir, 'node') : process.execPath;
const INSTALL_MARK = '.bench-peer-install';

const peerEnv = (extra = {}) => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  ...extra,
});

// What the install depends on: the manifest and its lockfile.
function installKey(source) {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    const full = path.join(source, file);
    hash.update(`${file}\n`);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

function run(command, args, cwd, env, logFile) {
  try {
    appendFileSync(logFile, `$ ${command} ${args.join(' ')} (in ${cwd})\n`);
    appendFileSync(logFile, execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  }
}

// Copies the peer's source (`source`, the snapshot's tests/bench/peer-next) to
// dist/bench-peer/next, installs its dependencies unless the install there is of the same
// package.json and lockfile, and runs `next build`. Returns the built app's folder and
// whether the install was reused.
export function buildPeer(name, source, logFile) {
  if (name !== 'next') throw new Error(`unknown peer "${name}"; known: ${PEERS.join(', ')}`);
  const dir = path.join(root, 'dist/bench-peer', name);
  const key = installKey(source);
  const mark = path.join(dir, 'node_modules', INSTALL_MARK);
  const reused = existsSync(mark) && readFileSync(mark, 'utf8').trim() === key;
  if (!reused) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The source anew on every run (the build output too): only the install is kept.
  for (const entry of readdirSync(dir)) if (entry !== 'node_modules') rmSync(path.join(dir, entry), { recursive: true, force: true });
  for (const entry of readdirSync(source)) {
    if (entry === 'node_modules' || entry === '.next') continue;
    cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  }
  if (!reused) {
    // The lockfile pins every package; `npm install` rather than `npm ci` so that a peer
    // whose package.json was edited without its lockfile still installs (and says so in the log).
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir, peerEnv(), logFile);
    writeFileSync(mark, `${key}\n`);
  }
  run(nodeBin, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], dir, peerEnv(), logFile);
  return { dir, reused, version: JSON.parse(readFileSync(path.join(dir, 'node_modules/next/package.json'), 'utf8')).version };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// `next start` on a free loopback port, NODE_ENV=production, in a process group of its own
// (stopped as one). `env` carries where Commerce7 is (the emulator). Resolves once it answers.
export async function startPeer(dir, env, logFile) {
  const port = await freePort();
  const child = spawn(nodeBin, [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: peerEnv(env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => appendFileSync(logFile, chunk));
  child.stderr.on('data', (chunk) => appendFileSync(logFile, chunk));
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  const url = new URL(`http://127.0.0.1:${port}/`);
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`next start exited (${exited.code ?? exited.signal}) before answering; see ${logFile}`);
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(2_000) })).arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`next start did not answer on ${url.host} within 60 s; see ${logFile}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { url, pid: child.pid, stop };
}
