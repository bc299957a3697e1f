/**
 * A server as a provider starts it on its first day: the same binary, WITHOUT demo data, on a fresh
 * SQLite folder or a fresh PostgreSQL schema, sending its e-mail to a real SMTP server (Mailpit,
 * started here on free ports, with its HTTP API to read what arrived). `admin()` runs a
 * `myaccount admin` command on its database; `provider()` calls the provider API with a key;
 * `mail` reads Mailpit. Use `test` from here with `test.use({ engine: 'sqlite' | 'postgres' })`.
 * PostgreSQL needs MYACCOUNT_TEST_POSTGRES (CI sets it); without it the postgres tests skip.
 * `test.use({ demoOption: true })` starts it WITH the demo data (`serve --demo`, its sandbox gateway and
 * usage simulator) and the ingest path on (`ingest()` posts to /ingest/… with the key).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { E2E_SECRET } from './secret';
import { freePort } from './private-server';

export type Engine = 'sqlite' | 'postgres';

export interface Mailbox {
  /** Waits for the newest message to `to` whose subject matches, and returns its text part. */
  waitFor: (to: string, subject: RegExp, timeoutMs?: number) => Promise<{ subject: string; text: string; html: string; headers: Record<string, string[]> }>;
  /** How many messages were sent to `to` so far. */
  count: (to: string) => Promise<number>;
  /** How many messages sent to `to` so far have a subject matching `subject`. */
  countMatching: (to: string, subject: RegExp) => Promise<number>;
}

export interface GoingLiveServer {
  url: string;
  admin: (...args: string[]) => Promise<string>;
  /** Calls the provider API with the key made at start; resolves to status and JSON body. */
  provider: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;
  mail: Mailbox;
  /** Posts a batch to /ingest/{path} (usage, cpe, cdr) with the ingest key; resolves to status and JSON body. */
  ingest: (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;
}

/** The ingest key the server is started with (at least 32 characters). */
const INGEST_KEY = 'e2e-ingest-key-0123456789abcdef0123';

const binary = process.env.MYACCOUNT_E2E_BINARY || fileURLToPath(new URL('../../bin/myaccount', import.meta.url));

/** Mailpit: on PATH, or where `go install` puts it. */
function mailpitBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'mailpit'))) return join(dir, 'mailpit');
  }
  const gopath = process.env.GOPATH || join(homedir(), 'go');
  const candidate = join(gopath, 'bin', 'mailpit');
  if (existsSync(candidate)) return candidate;
  throw new Error('e2e: mailpit is missing — run scripts/ensure-mailpit (go install github.com/axllent/mailpit@v1.33.1).');
}

export const test = base.extend<
  { engine: Engine },
  { goingLive: GoingLiveServer; engineOption: Engine; demoOption: boolean }
>({
  engineOption: ['sqlite', { scope: 'worker', option: true }],
  demoOption: [false, { scope: 'worker', option: true }],
  engine: async ({ engineOption }, use) => use(engineOption),
  goingLive: [
    async ({ engineOption, demoOption }, use) => {
      // going-live-postgres.spec.ts skips itself without MYACCOUNT_TEST_POSTGRES.
      const pg = process.env.MYACCOUNT_TEST_POSTGRES;
      const children: ChildProcess[] = [];
      const cleanups: (() => void)[] = [];
      try {
        // Mailpit on two free ports.
        const [smtpPort, httpPort] = [await freePort(), await freePort()];
        const mailpit = spawn(
          mailpitBinary(),
          ['--smtp', `127.0.0.1:${smtpPort}`, '--listen', `127.0.0.1:${httpPort}`],
          { stdio: ['ignore', 'ignore', 'pipe'] },
        );
        children.push(mailpit);
        const mailpitURL = `http://127.0.0.1:${httpPort}`;
        await waitUntil(`${mailpitURL}/api/v1/info`, () => mailpit.exitCode !== null, 'mailpit');

        // The database: a folder (SQLite) or a fresh schema (PostgreSQL).
        const data = mkdtempSync(join(tmpdir(), 'myaccount-e2e-golive-'));
        cleanups.push(() => rmSync(data, { recursive: true, force: true }));
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          MYACCOUNT_SECRET: E2E_SECRET,
          MYACCOUNT_LOG_LEVEL: 'warn',
          MYACCOUNT_DATA: data,
          MYACCOUNT_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          MYACCOUNT_MAIL_FROM: 'MyAccount <no-reply@provider.test>',
          MYACCOUNT_INGEST_KEY: INGEST_KEY,
        };
        if (engineOption === 'postgres' && pg) {
          const schema = `e2e_${randomBytes(6).toString('hex')}`;
          await promisify(execFile)('psql', [pg, '-q', '-c', `CREATE SCHEMA ${schema}`]);
          cleanups.push(() => {
            void promisify(execFile)('psql', [pg, '-q', '-c', `DROP SCHEMA ${schema} CASCADE`]).catch(() => {});
          });
          const u = new URL(pg);
          u.searchParams.set('search_path', schema);
          env.MYACCOUNT_DATABASE_URL = u.toString();
        }
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        env.MYACCOUNT_PUBLIC_URL = url;
        const serveArgs = ['serve', '--addr', `127.0.0.1:${port}`, '--metrics-addr', '127.0.0.1:0'];
        if (demoOption) serveArgs.push('--demo');
        const server = spawn(binary, serveArgs, {
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        children.push(server);
        let stderr = '';
        server.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
        await waitUntil(`${url}/readyz`, () => server.exitCode !== null, 'the going-live server', () => stderr);

        const admin = async (...args: string[]) => {
          const { stdout } = await promisify(execFile)(binary, ['admin', ...args], { env: { ...env, USER: 'e2e-staff' } });
          return stdout;
        };
        const created = (await admin('api-key', 'create', 'e2e-billing')).trim().split('\n');
        const key = created[created.length - 1];
        const provider = async (method: string, path: string, body?: unknown) => {
          const res = await fetch(`${url}/provider/v1${path}`, {
            method,
            headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
        };
        const mail: Mailbox = {
          async count(to) {
            const res = await fetch(`${mailpitURL}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}`);
            return ((await res.json()) as { messages_count: number }).messages_count;
          },
          async countMatching(to, subject) {
            const res = await fetch(`${mailpitURL}/api/v1/search?limit=500&query=${encodeURIComponent(`to:"${to}"`)}`);
            const list = (await res.json()) as { messages: { Subject: string }[] };
            return list.messages.filter((m) => subject.test(m.Subject)).length;
          },
          async waitFor(to, subject, timeoutMs = 20_000) {
            const until = Date.now() + timeoutMs;
            while (Date.now() < until) {
              const res = await fetch(`${mailpitURL}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}`);
              const list = (await res.json()) as { messages: { ID: string; Subject: string }[] };
              const hit = list.messages.find((m) => subject.test(m.Subject));
              if (hit) {
                const msg = (await (await fetch(`${mailpitURL}/api/v1/message/${hit.ID}`)).json()) as {
                  Subject: string;
                  Text: string;
                  HTML: string;
                };
                const headers = (await (await fetch(`${mailpitURL}/api/v1/message/${hit.ID}/headers`)).json()) as Record<string, string[]>;
                return { subject: msg.Subject, text: msg.Text, html: msg.HTML, headers };
              }
              await new Promise((r) => setTimeout(r, 250));
            }
            throw new Error(`no e-mail to ${to} matching ${subject} arrived in ${timeoutMs} ms`);
          },
        };
        const ingest = async (path: string, body: unknown) => {
          const res = await fetch(`${url}/ingest/${path}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${INGEST_KEY}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
        };
        await use({ url, admin, provider, mail, ingest });
      } finally {
        for (const child of children.reverse()) {
          if (child.exitCode === null) {
            child.kill('SIGTERM');
            await once(child, 'exit');
          }
        }
        for (const c of cleanups) c();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

export { expect };

/** The first absolute link of a text that goes to path (e.g. /auth/invitation). */
export function linkTo(text: string, path: string): string {
  const m = text.match(new RegExp(`https?://[^\\s<>"]+${path.replace(/\//g, '\\/')}[^\\s<>"]*`));
  if (!m) throw new Error(`no link to ${path} in:\n${text}`);
  return m[0];
}

async function waitUntil(url: string, exited: () => boolean, what: string, stderr: () => string = () => ''): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (exited()) throw new Error(`${what} stopped: ${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not get ready: ${stderr()}`);
}
