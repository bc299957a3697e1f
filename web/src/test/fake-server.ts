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
  /** A body that is not JSON (the guest agreement text's HTML): its text and type. */
  | { status?: number; text: string; contentType?: string }
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
    // The menu's count of unread support replies (issue 32 item 3): no requests.
    'GET user.1001/supportticket': { json: { error: 0, list: [], zeroRows: true } },
    'GET user.1002/supportticket': { json: { error: 0, list: [], zeroRows: true } },
    'GET user.1003/supportticket': { json: { error: 0, list: [], zeroRows: true } },
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
    if ('text' in answer) {
      return new Response(answer.text, { status: answer.status ?? 200, headers: { 'Content-Type': answer.contentType ?? 'text/html; charset=utf-8' } });
    }
    // 204 and 304 carry no body (the server's 'no session' answer to ph=a is a 204).
    if (answer.status === 204 || answer.status === 304) return new Response(null, { status: answer.status });
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

/** The MAC Registration form's descriptor as the Go server serves it with ipaddr_overview (internal/schema/phone.go). */
export const addressRegistrationSchema = {
  sVersion: '1',
  pk: 'bpsId',
  httpGetParameters: {},
  generalSchema: {},
  props: {
    bpsId: { type: 'pk', expectedType: 'integer', label: 'ID', required: false, autoFocus: false },
    static: { type: 'bo', expectedType: 'boolean', label: 'Static', required: false, autoFocus: false },
    mac_address: {
      type: 'oi',
      expectedType: 'string',
      label: 'MAC address',
      regex: '[0-9a-f]{2}(?::[0-9a-f]{2}){5}',
      maxLength: 17,
      errorMessage: 'Please enter the MAC address as six pairs of characters 0-9 and a-f, such as 00:1a:2b:3c:4d:5e.',
      required: true,
      autoFocus: true,
    },
    description: { type: 'oi', expectedType: 'string', label: 'Description', maxLength: 64, required: false, autoFocus: false },
  },
};

/** Avery's #1001 registrations as the Go server lists them (internal/demo/phone.go): base static, base dynamic, add-on dynamic. */
export const demoAddressRegistrations = [
  { bpsId: 1, static: true, ip_address: '203.0.113.18', network_mask: '255.255.255.248', gateway_address: '203.0.113.17', mac_address: '00:11:32:7a:41:0c', description: 'Home server (NAS)', source: 'base' },
  { bpsId: 2, static: false, ip_address: '100.64.34.10', network_mask: '255.255.255.0', gateway_address: '100.64.34.1', mac_address: '3c:2a:f4:90:11:6e', description: 'Office printer', source: 'base' },
  { bpsId: 3, static: false, ip_address: '100.64.34.11', network_mask: '255.255.255.0', gateway_address: '100.64.34.1', mac_address: '9c:8e:cd:20:b4:17', description: 'Yard camera', source: 'addon' },
];

/**
 * IP address management's reads for an account (docs/phone-api.md): avery's #1001 by default —
 * two base registrations of two (static allowed), one add-on of two (dynamic only), no NAT.
 */
export function addressRoutes(
  user = 1001,
  opts: { list?: unknown[]; counts?: Record<string, unknown>; nat?: boolean } = {},
): FakeRoutes {
  const counts = opts.counts ?? { base_used: 2, base_available: 2, base_canbestatic: true, addon_used: 1, addon_available: 2, addon_canbestatic: false };
  return {
    [`GET user.${user}/ipaddr_overview`]: {
      json: { error: 0, message: '', list: opts.list ?? demoAddressRegistrations, name: 'ipaddr_overview', pk: 'bpsId', schema: addressRegistrationSchema },
    },
    [`GET user.${user}/ipaddr_count`]: { json: { error: 0, message: '', object: counts, name: 'ipaddr_count' } },
    [`GET user.${user}/isnaton`]: { json: { error: 0, message: '', object: { nat: opts.nat ?? false }, name: 'isnaton' } },
  };
}

// ── Phone area (docs/phone-api.md): the Go server's demo answers, added for the phone pages' tests ──

const oi = (label: string, extra: Record<string, unknown> = {}) => ({ type: 'oi', expectedType: 'string', label, required: false, autoFocus: false, ...extra });
const bo = (label: string) => ({ type: 'bo', expectedType: 'boolean', label, required: false, autoFocus: false });
const requiredIf = (field: string) => ({ requiredRules: [['requiredif', field, 'equal', ['true']]] });
const NANP = { regex: '[2-9][0-9]{2}[2-9][0-9]{6}', maxLength: 10, errorMessage: 'Please enter a 10-digit North American phone number.' };
const options = (values: (string | number)[], label: (v: string) => string = (v) => v) =>
  values.map((v) => ({ value: String(v), label: label(String(v)) }));

/** The phone descriptors the Go server serves (internal/schema/phone.go), in English. */
export const phoneSchemas = {
  emergencyProfile: {
    sVersion: 'ep1',
    pk: 'id',
    props: {
      mode: { type: 'so', expectedType: 'integer', label: 'Address type', required: true, autoFocus: false, dropdownOptions: [{ value: '1', label: 'Street address' }, { value: '2', label: 'Rural address' }] },
      firstname: oi('First name', { maxLength: 40, required: true }),
      lastname: oi('Last name', { maxLength: 40, required: true }),
      streetnumber: oi('Street number', { maxLength: 10, requiredRules: [['requiredif', 'mode', 'equal', ['1']]] }),
      streetname: oi('Street name', { maxLength: 60, requiredRules: [['requiredif', 'mode', 'equal', ['1']]] }),
      unit: oi('Unit', { maxLength: 10 }),
      ruraladdress: oi('Rural address (legal land description, box or route)', { maxLength: 80, requiredRules: [['optionalif', 'mode', 'equal', ['1']]] }),
      ruraladditionalinfo: oi('Additional information', { maxLength: 80 }),
      city: oi('City', { maxLength: 40, required: true }),
      province: { type: 'so', expectedType: 'string', label: 'Province', required: true, autoFocus: false, dropdownOptions: [{ value: 'AB', label: 'Alberta' }, { value: 'SK', label: 'Saskatchewan' }, { value: 'BC', label: 'British Columbia' }] },
      postalcode: oi('Postal code', { regex: '[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]', maxLength: 7, errorMessage: 'Please enter a Canadian postal code, such as A1A 1A1.', required: true }),
    },
    httpGetParameters: {},
    generalSchema: {},
  },
  voiceFeatures: {
    sVersion: 'vf1',
    pk: 'billingpackageserviceid',
    props: {
      billingpackageserviceid: { type: 'pk', expectedType: 'integer', label: 'ID', required: false, autoFocus: false },
      cf_unavailableenabled: bo('No Internet Forward'),
      cf_unavailablenumber: oi('No Internet Forward number', { ...NANP, ...requiredIf('cf_unavailableenabled') }),
      vm_timeout: { type: 'so', expectedType: 'integer', label: 'Ringing Timeout (seconds)', required: false, autoFocus: false, dropdownOptions: options([10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]) },
      vm_enable: bo('Voicemail'),
      vm_password: oi('Voicemail password', { regex: '[0-9]{4,8}', maxLength: 8, errorMessage: 'Use 4 to 8 digits.' }),
      vm_sendemail: bo('Send e-mail notification'),
      vm_email: oi('Notification e-mail address', { regex: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+', maxLength: 254, errorMessage: 'Please enter a valid e-mail address.', ...requiredIf('vm_sendemail') }),
      vm_emailattachfile: bo('Attach sound file'),
      cf_noanswerenabled: bo('Timeout Forward'),
      cf_noanswernumber: oi('Timeout Forward number', { ...NANP, ...requiredIf('cf_noanswerenabled') }),
      cf_enabled: bo('Auto Forward All Calls'),
      cf_number: oi('Auto Forward number', { ...NANP, ...requiredIf('cf_enabled') }),
      cf_busyenabled: bo('Busy Forward'),
      cf_busynumber: oi('Busy Forward number', { ...NANP, ...requiredIf('cf_busyenabled') }),
    },
    httpGetParameters: {},
    generalSchema: {},
  },
  topUp: {
    sVersion: 'ld1',
    pk: '',
    props: { amount: { type: 'so', expectedType: 'integer', label: 'Select Amount', required: true, autoFocus: false, dropdownOptions: options([5, 10, 20, 50], (v) => `$${v}.00`) } },
    httpGetParameters: {},
    generalSchema: {},
  },
};

const address = (id: number, billingpackageid: number, type: string, selected: boolean, line: string, numbers: string[], fields: Record<string, unknown>) => ({
  id,
  billingpackageid,
  emergencyprofile_type: type,
  selected,
  addressline: line,
  directorynumbers: numbers,
  obsolete: false,
  mode: 1,
  lastname: 'Fields',
  firstname: 'Avery',
  streetnumber: '',
  streetname: '',
  unit: '',
  ruraladdress: '',
  ruraladditionalinfo: '',
  city: 'Red Deer',
  province: 'AB',
  postalcode: 'T4N 3Z9',
  ...fields,
});

/** Avery's phone packages: #1001 package-oriented 71001 and number-oriented 71002; #1002 one package 71003 (internal/demo/phone.go). */
export const phoneDemo = {
  packages1001: [
    { id: 71001, billingpackageserviceid: 7100101, description: 'Home Phone Unlimited Canada', emergencyprofile_type: 'packageoriented', directorynumbers: ['4033410118', '4033410119'] },
    { id: 71002, billingpackageserviceid: 7100201, description: 'Home Office Lines', emergencyprofile_type: 'numberoriented', directorynumbers: ['4033410220', '4033410221'] },
  ],
  packages1002: [{ id: 71003, billingpackageserviceid: 7100301, description: 'Business Line', emergencyprofile_type: 'packageoriented', directorynumbers: ['4033410330'] }],
  profiles: {
    71001: [
      address(1, 71001, 'packageoriented', true, '4718 Gaetz Avenue, Red Deer, AB T4N 3Z9', [], { streetnumber: '4718', streetname: 'Gaetz Avenue' }),
      address(2, 71001, 'packageoriented', false, '12 Lakeview Drive, Sylvan Lake, AB T4S 1R4', [], { streetnumber: '12', streetname: 'Lakeview Drive', city: 'Sylvan Lake', postalcode: 'T4S 1R4' }),
    ],
    71002: [
      address(3, 71002, 'numberoriented', true, '4718 Gaetz Avenue, Red Deer, AB T4N 3Z9', ['4033410220'], { streetnumber: '4718', streetname: 'Gaetz Avenue' }),
      address(4, 71002, 'numberoriented', false, 'NE-4-38-27-W4, Shop, north yard, Red Deer County, AB T4E 1Z9', ['4033410221'], { mode: 2, ruraladdress: 'NE-4-38-27-W4', ruraladditionalinfo: 'Shop, north yard', city: 'Red Deer County', postalcode: 'T4E 1Z9' }),
      address(5, 71002, 'numberoriented', false, '9 Spare Road, Red Deer, AB T4N 3Z9', [], { streetnumber: '9', streetname: 'Spare Road' }),
    ],
    71003: [address(6, 71003, 'packageoriented', true, '38051 Range Road 275, Red Deer County, AB T4E 1Z9', [], { mode: 2, ruraladdress: '38051 Range Road 275', city: 'Red Deer County', postalcode: 'T4E 1Z9' })],
  } as Record<number, unknown[]>,
  numbers: {
    71001: [
      { dnbillingpackageserviceid: 710011, number: '4033410118', billingpackageid: 71001, emergencyprofileid: 1 },
      { dnbillingpackageserviceid: 710012, number: '4033410119', billingpackageid: 71001, emergencyprofileid: 1 },
    ],
    71002: [
      { dnbillingpackageserviceid: 710021, number: '4033410220', billingpackageid: 71002, emergencyprofileid: 3 },
      { dnbillingpackageserviceid: 710022, number: '4033410221', billingpackageid: 71002, emergencyprofileid: 4 },
    ],
    71003: [{ dnbillingpackageserviceid: 710031, number: '4033410330', billingpackageid: 71003, emergencyprofileid: 6 }],
  } as Record<number, unknown[]>,
  features: {
    billingpackageserviceid: 7100101,
    cf_unavailableenabled: true,
    cf_unavailablenumber: '5875550142',
    vm_timeout: 25,
    vm_enable: true,
    vm_password: '********',
    vm_sendemail: true,
    vm_email: 'avery@demo.test',
    vm_emailattachfile: false,
    cf_noanswerenabled: false,
    cf_noanswernumber: '',
    cf_enabled: false,
    cf_number: '',
    cf_busyenabled: true,
    cf_busynumber: '4035550186',
  },
};

/** The package a phone read names (?billingpackage=), else the account's first. */
export function phonePackageOf(call: FakeCall, first = 71001): number {
  return Number(call.url.searchParams.get('billingpackage')) || first;
}

/** Phone answers for avery's #1001 (with two packages) and #1002 — reads only; tests add the writes they need. */
export function phoneDemoRoutes(): FakeRoutes {
  const list = (l: unknown[], extra: Record<string, unknown> = {}) => ({ json: { error: 0, list: l, zeroRows: l.length === 0, ...extra } });
  return {
    'GET user.1001/billingpackage_voip': list(phoneDemo.packages1001),
    'GET user.1002/billingpackage_voip': list(phoneDemo.packages1002),
    'GET user.1003/billingpackage_voip': { status: 434, json: { error: 1, message: 'This account has no phone package.' } },
    'GET user.1001/emergencyprofile_summary': (c) => list(phoneDemo.profiles[phonePackageOf(c)] ?? [], { schema: phoneSchemas.emergencyProfile }),
    'GET user.1002/emergencyprofile_summary': (c) => list(phoneDemo.profiles[phonePackageOf(c, 71003)] ?? [], { schema: phoneSchemas.emergencyProfile }),
    'GET user.1001/directorynumber': (c) => list(phoneDemo.numbers[phonePackageOf(c)] ?? []),
    'GET user.1002/directorynumber': (c) => list(phoneDemo.numbers[phonePackageOf(c, 71003)] ?? []),
    'GET user.1001/voipfeatures.7100101': { json: { error: 0, object: phoneDemo.features, schema: phoneSchemas.voiceFeatures } },
    'GET user.1001/voipfeatures.7100201': {
      json: { error: 0, object: { ...phoneDemo.features, billingpackageserviceid: 7100201, vm_password: '', cf_unavailableenabled: false, cf_unavailablenumber: '', cf_busyenabled: false, cf_busynumber: '', vm_sendemail: false, vm_email: '', vm_timeout: 20 }, schema: phoneSchemas.voiceFeatures },
    },
    'GET user.1002/voipfeatures.7100301': { json: { error: 0, object: { ...phoneDemo.features, billingpackageserviceid: 7100301 }, schema: phoneSchemas.voiceFeatures } },
    'GET user.1001/voipcdri': list([], { more: false }),
    'GET user.1001/voipcdro': list([], { more: false }),
    'GET user.1001/voipldbalance': (c) => ({ json: { error: 0, object: { billingpackageid: phonePackageOf(c), balance: phonePackageOf(c) === 71001 ? 17.35 : 0 }, schema: phoneSchemas.topUp } }),
    'GET user.1001/voipldhistory': (c) =>
      list(
        phonePackageOf(c) === 71001
          ? [
              { id: 3, ts: Date.UTC(2026, 9, 20, 18), amount: -2.65 },
              { id: 1, ts: Date.UTC(2026, 7, 24, 18), amount: 20 },
            ]
          : [],
      ),
  };
}

// ── Auto payment (docs/billing-api.md "Auto payment"): the Go server's answers for /autopayment's tests ──

/** Avery's #1001 card on file and a bank account as the server lists them (internal/demo/billing.go). */
export const billingDemo = {
  visa: { type: 'VA', description: 'Visa ending in 4242', expmonth: 11, expyear: 2029, since: Date.UTC(2026, 7, 4, 18) },
  mastercard: { type: 'MC', description: 'Mastercard ending in 4444', expmonth: 12, expyear: 2030, since: Date.UTC(2026, 10, 20, 18) },
  bank: { type: 'EF', description: 'bank account ending in 1234', since: Date.UTC(2026, 10, 21, 18) },
  /** The November invoice's automatic payment, declined (demo data: avery's #1001). */
  declined: {
    amount: 259.7, ts: Date.UTC(2026, 10, 1, 6, 5), period: '2026-11', status: 'failed', method: 'Visa ending in 4242', reason: 'Insufficient funds',
    message: 'Your payment was declined. Nothing was charged. Please check your payment method or call us.',
  },
};

/** A void-cheque status: `pending` photos waiting, the checklist code, the photos. */
export function chequeStatus(pending = 0, photos: unknown[] = [], papstatus = pending > 0 ? 'P' : 'I') {
  return { pendingphotos: pending, papstatus, photos };
}

/**
 * The auto-payment reads of an account: its method (avery's Visa by default; null: none) and its
 * void-cheque status (nothing sent by default).
 */
export function autopaymentRoutes(user = 1001, opts: { method?: unknown; cheques?: unknown; lastauto?: unknown } = {}): FakeRoutes {
  const method = opts.method === undefined ? billingDemo.visa : opts.method;
  const list = method === null ? [] : [method];
  const extra = opts.lastauto ? { lastauto: opts.lastauto } : {};
  return {
    [`GET user.${user}/autopayment`]: { json: { error: 0, list, zeroRows: list.length === 0, name: 'autopayment', ...extra } },
    [`GET user.${user}/eftphoto`]: { json: { error: 0, list: [opts.cheques ?? chequeStatus()], name: 'eftphoto' } },
  };
}

/** One request a FakeXhr made (an upload): what it sent and the progress it reported. */
export interface FakeXhrCall extends FakeCall {
  body: FormData | unknown;
}

/**
 * Replaces XMLHttpRequest with a fake that answers from a fake server's route table, for uploads
 * (lib/upload): send() reports upload progress at `steps` (fractions of the body), the upload's
 * load, then the route's answer (a status and JSON, a network error, or a function — which may
 * wait, so a test can look at the page mid-upload). Calls are recorded with the fake server's.
 */
export function installFakeXhr(
  server: { routes: FakeRoutes; calls: FakeCall[] },
  opts: { steps?: number[]; stepMs?: number } = {},
) {
  const steps = opts.steps ?? [0.25, 0.5, 1];
  /** A pause between progress events (0: a microtask), so a page can draw each. */
  const pause = () => (opts.stepMs ? new Promise<void>((r) => setTimeout(r, opts.stepMs)) : Promise.resolve());
  const sent: FakeXhrCall[] = [];
  type Handler = ((e: ProgressEvent) => void) | null;
  const progressEvent = (type: string, loaded: number, total: number) =>
    ({ type, loaded, total, lengthComputable: total > 0 }) as unknown as ProgressEvent;
  const sizeOf = (body: unknown): number => {
    if (!(body instanceof FormData)) return 0;
    let n = 0;
    body.forEach((v) => (n += typeof v === 'string' ? v.length : v.size));
    return n + 200; // the multipart framing
  };

  class FakeXMLHttpRequest {
    readyState = 0;
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: Handler = null;
    onerror: Handler = null;
    ontimeout: Handler = null;
    onabort: Handler = null;
    upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private aborted = false;
    private responseHeaders = new Headers();
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
      this.readyState = 1;
    }
    setRequestHeader(k: string, v: string) {
      this.headers.set(k, v);
    }
    getResponseHeader(k: string): string | null {
      return this.responseHeaders.get(k);
    }
    abort() {
      if (this.aborted || this.readyState === 4) return;
      this.aborted = true;
      this.readyState = 4;
      this.onabort?.(progressEvent('abort', 0, 0));
    }
    send(body: unknown) {
      const url = new URL(this.url, 'http://localhost');
      const call: FakeXhrCall = { method: this.method, url, target: url.searchParams.get('target') ?? url.pathname, headers: this.headers, body };
      sent.push(call);
      server.calls.push(call);
      void this.run(call, sizeOf(body));
    }
    private async run(call: FakeXhrCall, total: number) {
      for (const s of steps) {
        await pause();
        if (this.aborted) return;
        this.upload.onprogress?.(progressEvent('progress', Math.round(total * s), total));
      }
      await pause();
      if (this.aborted) return;
      this.upload.onload?.(progressEvent('load', total, total));
      let answer: FakeAnswer | undefined;
      for (const k of keyOf(call.method, call.url)) {
        if (k in server.routes) {
          answer = server.routes[k];
          break;
        }
      }
      while (typeof answer === 'function') answer = await answer(call);
      if (this.aborted) return;
      answer ??= { status: 450, json: { error: 1, message: `Unknown resource ${call.target}` } };
      this.readyState = 4;
      if ('networkError' in answer) {
        this.onerror?.(progressEvent('error', 0, 0));
        return;
      }
      this.status = answer.status ?? 200;
      this.responseText = 'text' in answer ? answer.text : JSON.stringify(answer.json ?? {});
      this.responseHeaders = new Headers({ 'Content-Type': 'application/json' });
      this.onload?.(progressEvent('load', 0, 0));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { sent };
}

/** A JPEG's first bytes (SOI, APP0 JFIF) padded to `size` bytes: passes the app's check by content. */
export function jpegFile(name = 'cheque.jpg', size = 2048, type = 'image/jpeg'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return new File([bytes], name, { type });
}

/** A PNG's first bytes padded to `size`, under any name (a PNG renamed .jpg is still a PNG). */
export function pngFile(name = 'cheque.jpg', size = 2048, type = 'image/jpeg'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type });
}

// ── Documents (docs/billing-api.md "Documents"): the Go server's demo answers and its file answers ──

/** Avery's #1001 invoices as the server lists them in English, newest first (internal/demo). */
export const documentsDemo = [
  { id: 6, ts: Date.UTC(2026, 10, 1, 6, 5), type: 'invoice', title: 'Invoice November 2026', contenttype: 'application/pdf' },
  { id: 5, ts: Date.UTC(2026, 9, 1, 6, 5), type: 'invoice', title: 'Invoice October 2026', contenttype: 'application/pdf' },
  { id: 4, ts: Date.UTC(2026, 8, 1, 6, 5), type: 'invoice', title: 'Invoice September 2026', contenttype: 'application/pdf' },
];

/** The first bytes of a PDF and of a PNG, enough for a fake file answer. */
export const FAKE_PDF = '%PDF-1.3\n%fake invoice\n%%EOF\n';
export const FAKE_PNG: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** GET user.{id}/documentget for #1001 (three invoices), #1002 and #1003 (none). */
export function documentRoutes(list: unknown[] = documentsDemo): FakeRoutes {
  const answer = (l: unknown[]) => ({ json: { error: 0, message: '', list: l, name: 'documentget', pk: 'id', zeroRows: l.length === 0 } });
  return {
    'GET user.1001/documentget': answer(list),
    'GET user.1002/documentget': answer([]),
    'GET user.1003/documentget': answer([]),
  };
}

/** A file as the server answers documentget.{id} (internal/api/upload.go writeFile): the bytes, not the envelope. */
export interface FakeFile {
  status?: number;
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  /** Content-Disposition's value; 'attachment; filename=…' by default when fileName is given. */
  disposition?: string;
  fileName?: string;
}

/** Files by 'GET target' or 'GET target&variant=thumbnail'. */
export type FakeFiles = Record<string, FakeFile | ((call: FakeCall) => FakeFile | Promise<FakeFile>)>;

/** Each demo document's PDF and its PNG preview: 'GET user.1001/documentget.6' and '…&variant=thumbnail'. */
export function documentFiles(user = 1001, docs: { id: number; ts: number }[] = documentsDemo): FakeFiles {
  const files: FakeFiles = {};
  for (const d of docs) {
    const month = new Date(d.ts).toISOString().slice(0, 7).replace('-', '');
    files[`GET user.${user}/documentget.${d.id}`] = { body: FAKE_PDF, contentType: 'application/pdf', fileName: `invoice-${user}-${month}.pdf` };
    files[`GET user.${user}/documentget.${d.id}&variant=thumbnail`] = { body: FAKE_PNG, contentType: 'image/png', fileName: `invoice-${user}-${month}.png` };
  }
  return files;
}

/**
 * Adds file answers to an installed fake server: a call whose 'GET target' (with
 * '&variant=…' when it has one) is in `files` is answered with the bytes and the server's
 * headers (Content-Type, Content-Disposition, Cache-Control: no-store) and recorded like any call;
 * every other call goes to the JSON routes as before.
 */
export function installFakeFiles(server: ReturnType<typeof installFakeServer>, files: FakeFiles): void {
  const json = server.fetch.getMockImplementation();
  server.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const target = url.searchParams.get('target');
    const variant = url.searchParams.get('variant');
    const key = `${method} ${target}${variant ? `&variant=${variant}` : ''}`;
    let file = url.pathname === '/api' && target ? files[key] : undefined;
    if (file === undefined) {
      if (!json) throw new Error('installFakeFiles: the fake server has no implementation');
      return json(input, init);
    }
    const call: FakeCall = { method, url, target: target ?? url.pathname, headers: new Headers(init?.headers), body: undefined };
    server.calls.push(call);
    if (typeof file === 'function') file = await file(call);
    const headers = new Headers({ 'Content-Type': file.contentType, 'Cache-Control': 'no-store' });
    const disposition = file.disposition ?? (file.fileName ? `attachment; filename=${file.fileName}` : undefined);
    if (disposition) headers.set('Content-Disposition', disposition);
    return new Response(file.body, { status: file.status ?? 200, headers });
  });
}

// ── Account page (docs/billing-api.md): the Go server's demo answers for the account info,
// referral code, change request, balance and e-payment tests ──

const selectProp = (label: string, values: [string, string][], required = false) => ({
  type: 'so',
  expectedType: 'string',
  label,
  required,
  autoFocus: false,
  dropdownOptions: values.map(([value, l]) => ({ value, label: l })),
});
const PERSON_NAME = "[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ '’.-]*";
const ADDRESS_LINE = "[A-Za-zÀ-ÖØ-öø-ÿ0-9][A-Za-zÀ-ÖØ-öø-ÿ0-9 .,'’#/-]*";
const FORMATTED_PHONE = '\\(?[2-9][0-9]{2}\\)?[ -]?[2-9][0-9]{2}[ -]?[0-9]{4}';
const ADDRESS_RULE = "Please enter an address of letters, digits, spaces and . , ' # / -";
const PHONE_RULE = 'Expected format: (123) 456-7890';

/** The change request's descriptor as the Go server serves it in English (internal/schema/accountchange.go). */
export const accountChangeSchema = {
  sVersion: 'e5234a42d266',
  pk: 'id',
  props: {
    type: selectProp('Change', [['name', 'Name'], ['address', 'Address'], ['email', 'E-mail'], ['phone', 'Phone'], ['other', 'Other']], true),
    operation: selectProp('Operation', [['add', 'Add new'], ['replace', 'Replace current'], ['other', 'Other (please describe)']]),
    current: oi('Current value', { maxLength: 254 }),
    name: oi('Name', { regex: PERSON_NAME, maxLength: 80, errorMessage: 'Please enter a name of letters, spaces, apostrophes, periods and hyphens.' }),
    address: oi('Address', { regex: ADDRESS_LINE, maxLength: 100, errorMessage: ADDRESS_RULE }),
    address2: oi('Address line 2', { regex: ADDRESS_LINE, maxLength: 100, errorMessage: ADDRESS_RULE }),
    city: oi('City', { regex: PERSON_NAME, maxLength: 60, errorMessage: 'Please enter a city of letters, spaces, apostrophes, periods and hyphens.' }),
    province: selectProp('Province', [
      ['AB', 'Alberta'], ['SK', 'Saskatchewan'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['ON', 'Ontario'], ['QC', 'Quebec'],
      ['NB', 'New Brunswick'], ['NS', 'Nova Scotia'], ['PE', 'Prince Edward Island'], ['NL', 'Newfoundland and Labrador'],
      ['YT', 'Yukon'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
    ]),
    postalcode: oi('Postal code', { regex: '[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]', maxLength: 7, errorMessage: 'Please enter a Canadian postal code, such as A1A 1A1.' }),
    email: oi('E-mail', {
      regex: "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+",
      maxLength: 254,
      errorMessage: 'Please enter a valid e-mail address.',
    }),
    phone: oi('Phone number', { regex: FORMATTED_PHONE, maxLength: 14, errorMessage: PHONE_RULE }),
    description: oi('Description', { maxLength: 500 }),
    callback: oi('Best callback number', { regex: FORMATTED_PHONE, maxLength: 14, errorMessage: PHONE_RULE, required: true }),
    comments: oi('Additional comments', { maxLength: 1000 }),
  },
  httpGetParameters: {},
  generalSchema: {},
};

/** The region codebook (internal/demo): Canada's provinces and territories, then some states. */
export const demoRegions = [
  [1, 1, 'Alberta', 'AB'], [2, 1, 'Saskatchewan', 'SK'], [3, 1, 'British Columbia', 'BC'], [4, 1, 'Manitoba', 'MB'],
  [5, 1, 'Ontario', 'ON'], [6, 1, 'Quebec', 'QC'], [7, 1, 'New Brunswick', 'NB'], [8, 1, 'Nova Scotia', 'NS'],
  [9, 1, 'Prince Edward Island', 'PE'], [10, 1, 'Newfoundland and Labrador', 'NL'], [11, 1, 'Yukon', 'YT'],
  [12, 1, 'Northwest Territories', 'NT'], [13, 1, 'Nunavut', 'NU'], [51, 2, 'Montana', 'MT'], [52, 2, 'North Dakota', 'ND'],
].map(([id, countryid, provincelong, provinceshort]) => ({ id, countryid, provincelong, provinceshort }));

/** The demo accounts' details, balances and last payments as GET user.{id}, …/accountbalance and …/epayment answer them. */
export const accountDemo = {
  details: {
    1001: {
      id: 1001, name: 'Avery Fields', name2: '', type: 'person', address: '4718 Gaetz Avenue', postalcode: 'T4N 3Z9', city: 'Red Deer', regionid: 1,
      phonenumbers: [{ description: 'Home', phoneno: '4033410118' }, { description: 'Mobile', phoneno: '5875550142' }],
      emailaddresses: [{ email: 'avery@demo.test' }, { email: 'avery.fields@example.com' }],
      referral_code: 'PW4CZ9NVXB',
    },
    1002: {
      id: 1002, name: 'Fields Farm Ltd', name2: 'Attn: Avery Fields', type: 'company', address: '38051 Range Road 275', postalcode: 'T4E 1Z9', city: 'Red Deer County', regionid: 1,
      phonenumbers: [{ description: 'Office', phoneno: '4033420250' }],
      emailaddresses: [{ email: 'office@fieldsfarm.demo.test' }],
      referral_code: 'PWJ9SNV7SD',
    },
    1003: {
      id: 1003, name: 'Avery Fields', name2: '', type: 'person', address: '12 Lakeview Drive', postalcode: 'T4S 1R4', city: 'Sylvan Lake', regionid: 1,
      phonenumbers: [{ description: 'Cabin', phoneno: '4038870315' }],
      emailaddresses: [{ email: 'avery@demo.test' }],
      referral_code: 'PW8G4RYVCC',
    },
  } as Record<number, Record<string, unknown>>,
  balances: {
    1001: { pastdue: 134.85, pastDue: 134.85, current: 124.85, pending: 0, payable: 259.7, unbilled: 0, lastinvoice: 6, invoiceperiod: '2026-11', invoicetotal: 259.7, invoicedue: Date.UTC(2026, 10, 15, 6, 5), paidsince: 0 },
    1002: { pastdue: 0, pastDue: 0, current: 0, pending: 0, payable: 0, unbilled: 5, lastinvoice: 0 },
    1003: { pastdue: 0, pastDue: 0, current: -50, pending: 0, payable: 0, unbilled: 0, lastinvoice: 9 },
  } as Record<number, Record<string, unknown>>,
  lastPayments: {
    1001: { id: 4, amount: 144.85, success: 'On', live_done: true, ts: 1789020300, status: 'succeeded' },
  } as Record<number, Record<string, unknown>>,
};

/**
 * The Account page's reads for an account (avery's #1001 by default): GET user.{id} (the full
 * details, over demoRoutes' name-only answer), codebook/region, accountinfoupdate (no request
 * under review unless `pending` is given), accountbalance and the last e-payment. Reads only;
 * tests add the writes they need.
 */
export function accountPageRoutes(
  user = 1001,
  opts: {
    pending?: Record<string, unknown> | null;
    balance?: Record<string, unknown>;
    lastPayment?: Record<string, unknown> | null;
    details?: Record<string, unknown>;
    /** The method on file My Balance's Pay names: avery's #1001 Visa by default, none for the others. */
    method?: Record<string, unknown> | null;
  } = {},
): FakeRoutes {
  const pending = opts.pending ?? null;
  const method = opts.method === undefined ? (user === 1001 ? billingDemo.visa : null) : opts.method;
  const last = opts.lastPayment === undefined ? accountDemo.lastPayments[user] ?? null : opts.lastPayment;
  return {
    [`GET user.${user}`]: { json: { error: 0, name: 'user', pk: 'id', object: opts.details ?? accountDemo.details[user] } },
    'GET codebook/region': { json: { error: 0, list: demoRegions, name: 'region', pk: 'id', zeroRows: false } },
    [`GET user.${user}/accountinfoupdate`]: (call) => ({
      json: {
        error: 0,
        list: pending ? [pending] : [],
        zeroRows: !pending,
        name: 'accountinfoupdate',
        pk: 'id',
        ...(call.url.searchParams.get('schema') === accountChangeSchema.sVersion ? {} : { schema: accountChangeSchema }),
      },
    }),
    [`GET user.${user}/accountbalance`]: { json: { error: 0, name: 'accountbalance', object: opts.balance ?? accountDemo.balances[user] } },
    [`GET user.${user}/epayment`]: { json: { error: 0, list: last ? [last] : [], zeroRows: !last, name: 'epayment', pk: 'id' } },
    [`GET user.${user}/autopayment`]: { json: { error: 0, list: method ? [method] : [], zeroRows: !method, name: 'autopayment' } },
  };
}

// ── Onboarding (/work/onboarding-contract.md "HTTP API"): the Go server's answers for the
// /documentupload, /contract and /preinstallchecklist tests ──

/** A contract profile as user.{id}/contract answers it (list[0]); a pre-install new contract by default. */
export function contractProfile(overrides: Record<string, unknown> = {}) {
  return {
    contractResign: false,
    contractResignType: '',
    name: 'Blake Moreau',
    name2: '',
    type: 'p',
    ip: '203.0.113.7',
    ispreinstall: true,
    agreementdescription: '',
    agreementcount: 0,
    contractcount: 0,
    tempcontractid: '',
    tempagreementid: '',
    contractstatus: 'I',
    contractversion: '2.3',
    termfee: 19995,
    reason: '',
    ...overrides,
  };
}

/** The identity documents' counters (list[0] of documentupload). */
export function documentStatus(pending = 0, documentstatus = pending > 0 ? 'P' : 'I', photos: unknown[] = [], hidedocuments = false) {
  return { pendingphotos: pending, documentstatus, hidedocuments, photos };
}

/** The contract's text as the guest endpoint serves it (a complete HTML document). */
export const CONTRACT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Subscriber contract</title></head><body><h1>Subscriber contract</h1><p>Version 2.3</p><p>Billing is monthly in advance.</p></body></html>';

/**
 * The onboarding reads of account 1001 made pre-install (or re-signing, by the profile): its flags,
 * its contract profile (which the shell reads too), its documents, its checklist and the texts.
 */
export function onboardingRoutes(
  opts: { flags?: Record<string, boolean>; profile?: Record<string, unknown>; documents?: unknown; checklist?: Record<string, unknown> } = {},
): FakeRoutes {
  const profile = contractProfile(opts.profile);
  return {
    'GET user.1001/serviceidentification': {
      json: { error: 0, list: [{ hasPreinstall: profile.ispreinstall, hasContactInfo: true, ...opts.flags }] },
    },
    'GET user.1001/contract': { json: { error: 0, list: [profile], name: 'contract' } },
    'GET user.1001/documentupload': { json: { error: 0, list: [opts.documents ?? documentStatus()], name: 'documentupload' } },
    'GET user.1001/preinstallchecklist': {
      json: { error: 0, list: [{ documentstatus: 'I', papstatus: 'I', contractstatus: 'I', hidedocuments: false, ...opts.checklist }], name: 'preinstallchecklist' },
    },
    'GET /guest/agreementtext': (call) =>
      call.url.searchParams.get('type') === 'contract'
        ? { text: CONTRACT_HTML.replace('lang="en"', `lang="${call.url.searchParams.get('lang') ?? 'en'}"`) }
        : call.url.searchParams.get('type') === '7f3a9c2e41b05d68'
          ? { text: '<!doctype html><html><body><h1>Equipment agreement</h1><p>The router stays ours.</p></body></html>' }
          : { status: 404, text: 'Unknown agreement type', contentType: 'text/plain; charset=utf-8' },
  };
}
