/**
 * The troubleshooting spec's server: the demo (`serve --demo`, a fresh data folder, a free port)
 * with MYACCOUNT_GENIEACS_URL pointing at a GenieACS stand-in started here, an HTTP server that
 * answers POST /devices/{id}/tasks?connection_request as GenieACS's NBI documents (200: the device
 * ran the task) and keeps every task it received.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { E2E_SECRET } from './secret';

export interface GenieTask {
  /** The path as sent, still percent-encoded, and the query. */
  path: string;
  query: string;
  body: unknown;
}

export interface TroubleshootServer {
  url: string;
  /** The tasks the GenieACS stand-in received so far. */
  tasks: () => GenieTask[];
}

const binary = process.env.MYACCOUNT_E2E_BINARY || fileURLToPath(new URL('../../bin/myaccount', import.meta.url));

/** The GenieACS stand-in on a free port. */
async function startGenieACS(): Promise<{ url: string; tasks: GenieTask[]; close: () => Promise<void> }> {
  const tasks: GenieTask[] = [];
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const [path = '', query = ''] = (req.url ?? '').split('?');
      if (req.method !== 'POST' || !/^\/devices\/[^/]+\/tasks$/.test(path)) {
        res.writeHead(404).end('Not found');
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        res.writeHead(400).end('Invalid JSON');
        return;
      }
      tasks.push({ path, query, body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ _id: `task-${tasks.length}`, name: 'reboot' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, tasks, close: () => new Promise((r) => server.close(() => r())) };
}

export const test = base.extend<object, { troubleshootServer: TroubleshootServer }>({
  troubleshootServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter.
    async ({}, use) => {
      const genie = await startGenieACS();
      const port = await freePort();
      const data = mkdtempSync(join(tmpdir(), 'myaccount-e2e-troubleshoot-'));
      const env = { ...process.env, MYACCOUNT_SECRET: E2E_SECRET, MYACCOUNT_LOG_LEVEL: 'warn', MYACCOUNT_DATA: data, MYACCOUNT_GENIEACS_URL: genie.url };
      const child = spawn(binary, ['serve', '--addr', `127.0.0.1:${port}`, '--metrics-addr', '127.0.0.1:0', '--demo'], {
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilReady(url, () => child.exitCode !== null, () => stderr);
        await use({ url, tasks: () => [...genie.tasks] });
      } finally {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }
        await genie.close();
        rmSync(data, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, exited: () => boolean, stderr: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (exited()) throw new Error(`the troubleshooting e2e server stopped: ${stderr()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the troubleshooting e2e server did not get ready: ${stderr()}`);
}
