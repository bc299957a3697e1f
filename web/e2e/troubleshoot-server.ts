/**
 * The troubleshooting spec's server: the demo (`serve --demo`, a fresh data folder, a free port)
 * with MYACCOUNT_GENIEACS_URL pointing at a GenieACS stand-in started here, an HTTP server that
 * answers POST /devices/{id}/tasks?connection_request as GenieACS's NBI documents (200: the device
 * ran the task) and keeps every task it received.
 */
import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base } from '@playwright/test';
import { withPrivateServer } from './private-server';

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
      try {
        await withPrivateServer((server) => use({ url: server.url, tasks: () => [...genie.tasks] }), { env: () => ({ MYACCOUNT_GENIEACS_URL: genie.url }) });
      } finally {
        await genie.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';
