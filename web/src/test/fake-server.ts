import { vi } from 'vitest';

/** One request the app made. */
export interface FakeCall {
  method: string;
  url: URL;
  /** The target query parameter, or the path for non-API calls. */
  target: string;
  headers: Headers;
  body: unknown;
}

/** What a route answers: a JSON body with a status, a thrown network error, or a function. */
export type FakeAnswer =
  | { status?: number; json?: unknown }
  | { networkError: string }
  | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** Routes: 'GET me.1/associatedaccounts', 'POST me.1/activeuser', 'POST /auth/logout', 'GET ?pi' … */
export type FakeRoutes = Record<string, FakeAnswer>;

/** The demo answers of the Go server for avery@demo.test (design/demo-data.md). */
export function demoRoutes(): FakeRoutes {
  return {
    'GET /guest/branding': {
      json: {
        provider: 'Demo Networks',
        product: 'DemoNet',
        phone: '1-800-555-0100',
        vipPhone: '1-800-555-0199',
        email: 'support@demo.test',
        address: '1 Demo Way, Edmonton AB',
        logoUrl: '',
        primaryColor: '#1565c0',
      },
    },
    'GET me.1/associatedaccounts': {
      json: {
        error: 0,
        list: [
          {
            associatedAccounts: [1003, 1001, 1002],
            email: 'avery@demo.test',
            associatedAccountsProperties: { '1001': { isVip: true }, '1002': { isVip: false }, '1003': { isVip: false } },
          },
        ],
        zeroRows: false,
        name: 'associatedaccounts',
      },
    },
    'GET user.1001': { json: { error: 0, object: { id: 1001, name: 'Avery Fields' } } },
    'GET user.1002': { json: { error: 0, object: { id: 1002, name: 'Fields Farm Ltd' } } },
    'GET user.1003': { json: { error: 0, object: { id: 1003, name: 'Avery Fields' } } },
    'GET user.1001/serviceidentification': {
      json: {
        error: 0,
        list: [
          {
            hasBroadband: true,
            hasPhone: true,
            hasContactInfo: true,
            hasAr: true,
            hasPreinstall: false,
            hidedocuments: false,
            hasWiFi: true,
            hasRouter: true,
          },
        ],
      },
    },
    'GET user.1002/serviceidentification': { json: { error: 0, list: [{ hasPhone: true, hasContactInfo: true }] } },
    'GET user.1003/serviceidentification': { json: { error: 0, list: [{ hasContactInfo: true }] } },
    'GET user.1001/contract': { json: { error: 0, list: [{ contractResign: false, contractResignType: '' }] } },
    'GET user.1002/contract': { json: { error: 0, list: [{ contractResign: false, contractResignType: '' }] } },
    'GET user.1003/contract': { json: { error: 0, list: [{ contractResign: false, contractResignType: '' }] } },
    'GET me.1/accountwarning': { json: { error: 0, list: [], zeroRows: true } },
    'POST me.1/activeuser': { json: { error: 0, message: 'ok' } },
    'POST me.1/clienterror': { json: { error: 0 } },
    'GET me.1/logout': { json: { error: 0 } },
    'POST /auth/logout': { status: 200, json: {} },
  };
}

function keyOf(method: string, url: URL): string[] {
  const target = url.searchParams.get('target');
  const keys: string[] = [];
  if (url.pathname === '/api') {
    if (url.searchParams.has('pi')) keys.push(`${method} ?pi`);
    if (url.searchParams.get('ph') === 'a') keys.push(`${method} ?ph=a`);
    if (url.searchParams.get('ph') === 'b') keys.push(`${method} ?ph=b`);
    if (target) keys.push(`${method} ${target}`);
  } else {
    keys.push(`${method} ${url.pathname}`);
  }
  return keys;
}

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  const b = init?.body;
  if (b === undefined || b === null) return undefined;
  if (typeof b === 'string') {
    try {
      return JSON.parse(b);
    } catch {
      return b;
    }
  }
  return b;
}

/**
 * Replaces global fetch with a fake of the Go server. Unknown routes answer 450 like the server
 * does for an unknown target. Returns the recorded calls and the mutable route table.
 */
export function installFakeServer(overrides: FakeRoutes = {}, base: FakeRoutes = demoRoutes()) {
  const routes: FakeRoutes = { ...base, ...overrides };
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: FakeCall = {
      method,
      url,
      target: url.searchParams.get('target') ?? url.pathname,
      headers: new Headers(init?.headers),
      body: await bodyOf(init),
    };
    calls.push(call);
    let answer: FakeAnswer | undefined;
    for (const k of keyOf(method, url)) {
      if (k in routes) {
        answer = routes[k];
        break;
      }
    }
    while (typeof answer === 'function') answer = await answer(call);
    if (answer === undefined) {
      answer = { status: 450, json: { error: 1, message: `Unknown resource ${call.target}` } };
    }
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    return new Response(JSON.stringify(answer.json ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    routes,
    fetch: fetchMock,
    /** Calls made for a 'METHOD target' key. */
    callsTo(method: string, target: string) {
      return calls.filter((c) => c.method === method && c.target === target);
    },
  };
}

/** A Response with a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
