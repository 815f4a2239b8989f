// HTTPS and HTTP/2 in front of a local server, as Cloudflare's edge fronts the Worker in
// production: the browser speaks HTTP/2 over TLS to the edge, which hands each request on.
// Miniflare serves plain HTTP/1.1, and Lighthouse simulates a page from the protocol the
// browser recorded: over HTTP/1.1 it models up to six fresh connections to the origin, each
// with its own handshake and slow start; over HTTP/2, one connection whose window the
// document has already opened. So a page audited over plain HTTP/1.1 is simulated over a
// network production never has.
//
// The certificate is a throwaway one for 127.0.0.1 made with Debian's `openssl`. Chromium
// trusts it by its public key's hash (`--ignore-certificate-errors-spki-list`, which takes
// effect with a `--user-data-dir`, as chrome-launcher gives every launch), so the page is a
// secure context with nothing about it flagged, and its responses are cached as any
// trusted origin's would be.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';

// Headers that belong to one hop: HTTP/2 forbids them (RFC 9113, section 8.2.2).
const CONNECTION_SPECIFIC = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate(dir) {
  const key = path.join(dir, 'front.key');
  const cert = path.join(dir, 'front.crt');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(`could not make a certificate for the HTTPS front with openssl (Debian: apt-get install openssl): ${error instanceof Error ? error.message : error}`);
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

function withoutHopHeaders(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || CONNECTION_SPECIFIC.has(name) || value === undefined) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * Listens on a free loopback port, HTTP/2 over TLS, and hands every request to the HTTP
 * origin `upstream()` returns (asked per request, so the front may start before its
 * upstream), with the browser's own Host, streaming both ways. Returns { origin, spki,
 * cert, close }: `spki` is what Chromium's `--ignore-certificate-errors-spki-list` takes.
 */
export async function tlsFront(dir, upstream) {
  const { key, cert } = selfSignedCertificate(dir);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    const target = upstream();
    const headers = withoutHopHeaders(request.headers);
    headers.host = request.headers[':authority'] ?? request.headers.host;
    const forwarded = http.request({ agent, host: target.hostname, port: target.port, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
      answer.pipe(response);
    });
    forwarded.on('error', (error) => {
      if (response.headersSent) response.destroy(error);
      else response.writeHead(502, { 'content-type': 'text/plain' }).end(`the HTTPS front could not reach ${target.origin}: ${error.message}`);
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  const spki = createHash('sha256')
    .update(createPublicKey(cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return {
    origin: `https://127.0.0.1:${port}`,
    spki,
    cert,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A GET through the front from Node, trusting its certificate: { status, headers, body }. */
export function getThroughFront(front, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = https.get(`${front.origin}${pathname}`, { ca: front.cert, headers, agent: false, timeout: 60_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${pathname} took over a minute`)));
    request.on('error', reject);
  });
}
