/**
 * A private server for specs whose steps change demo data other specs read (drew's warnings,
 * avery's balance, payment method and change requests): the same binary as the shared server, on
 * a free port, in a fresh data folder with the demo data, started for the worker that needs it and
 * stopped afterwards. Use `test` from here instead of Playwright's and either
 * `test.use({ baseURL: async ({ privateServer }, use) => use(privateServer.url) })` for a describe
 * block, or `privateServer.url` in a step; `freshServer` is the same, started for one test. `admin()` runs a `myaccount admin` command on the private
 * server's database, as the provider's staff would.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test as base } from '@playwright/test';
import { E2E_SECRET } from './secret';

export interface PrivateServer {
  /** The server's origin, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Runs `myaccount admin …args` on this server's database; resolves to its output. */
  admin: (...args: string[]) => Promise<string>;
}

const binary = process.env.MYACCOUNT_E2E_BINARY || fileURLToPath(new URL('../../bin/myaccount', import.meta.url));

/** How a private server is started besides the defaults: settings (its own address given) and the demo data or none. */
export interface ServerOptions {
  env?: (url: string) => Record<string, string>;
  /** `serve --demo` (the default) or an empty portal. */
  demo?: boolean;
}

/**
 * Starts a private server on a free port in a fresh data folder (with the demo data unless told
 * otherwise), hands it to `use`, then stops it and removes the folder.
 */
export async function withPrivateServer(use: (server: PrivateServer) => Promise<void>, options: ServerOptions = {}): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const data = mkdtempSync(join(tmpdir(), 'myaccount-e2e-private-'));
  const env = { ...process.env, MYACCOUNT_SECRET: E2E_SECRET, MYACCOUNT_LOG_LEVEL: 'warn', MYACCOUNT_DATA: data, ...options.env?.(url) };
  const args = ['serve', '--addr', `127.0.0.1:${port}`, '--metrics-addr', '127.0.0.1:0', ...(options.demo === false ? [] : ['--demo'])];
  const child = spawn(binary, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const admin = async (...args: string[]) => {
    const { stdout } = await promisify(execFile)(binary, ['admin', ...args], { env: { ...env, USER: 'e2e-staff' } });
    return stdout;
  };
  try {
    await waitUntilReady(url, () => child.exitCode !== null, () => stderr);
    await use({ url, admin });
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(data, { recursive: true, force: true });
  }
}

/**
 * Playwright's `test` with a worker-scoped `privateServer`, and a test-scoped `freshServer` for a
 * test that must find the demo data as seeded even after another test of its worker changed it
 * (avery's past-due balance, paid once per test).
 */
export const test = base.extend<{ freshServer: PrivateServer }, { privateServer: PrivateServer }>({
  privateServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter.
    async ({}, use) => withPrivateServer(use),
    { scope: 'worker', timeout: 60_000 },
  ],
  freshServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter.
    async ({}, use) => withPrivateServer(use),
    { timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Polls /readyz until the private server answers 200 (30 s at most). */
async function waitUntilReady(url: string, exited: () => boolean, stderr: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (exited()) throw new Error(`the private e2e server stopped: ${stderr()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the private e2e server did not get ready: ${stderr()}`);
}
