// covers: PLAT-019, PLAT-025, PLAT-039, PLAT-040, PLAT-042, PLAT-043, PLAT-045, PLAT-047, PLAT-048,
// covers: PLAT-050, PLAT-051, PLAT-053, PLAT-054, PLAT-055, PLAT-057
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { NEEDDOC_IDVERIFY, serviceFlagNames, type ServiceFlags } from '../../lib/account';
import { allRoutes, findRoute, routeHref, type MenuInput, type MenuModel, type MenuRoute } from '../../lib/routes';
import { buildMenu } from './menu-rules';

const config = { apiBrowserUserIds: [9001, 9002] };

/** The catalog text of a menu key ('menu.wifi' → 'Wi-Fi'). */
function label(key: string): string {
  const [ns, k] = key.split('.') as [keyof typeof en, string];
  return (en[ns] as Record<string, string>)[k] ?? `missing:${key}`;
}

/** Every combination of the 8 service flags, contract pending/type, warning and an internal user id. */
function allCombos(): MenuInput[] {
  const dims = [...serviceFlagNames, 'contractResign', 'idverify', 'hasWarning', 'internal'] as const;
  const out: MenuInput[] = [];
  for (let mask = 0; mask < 1 << dims.length; mask++) {
    const bit = (name: (typeof dims)[number]) => (mask & (1 << dims.indexOf(name))) !== 0;
    const flags = Object.fromEntries(serviceFlagNames.map((n) => [n, bit(n)])) as unknown as ServiceFlags;
    out.push({
      flags,
      contract: {
        contractResign: bit('contractResign'),
        contractResignType: bit('idverify') ? NEEDDOC_IDVERIFY : 'NEEDDOC_CONTRACTNEW',
      },
      hasWarning: bit('hasWarning'),
      userId: bit('internal') ? 9001 : 1001,
    });
  }
  return out;
}

const combos = allCombos();

function visibleLabels(m: MenuModel): string[] {
  const out: string[] = [];
  for (const e of m.items) {
    out.push(label(e.name));
    if (e.kind === 'group') out.push(...e.views.map((v) => label(v.name)));
  }
  out.push(...m.bottomItems.map((b) => label(b.name)));
  return out;
}

function hrefs(m: MenuModel): string[] {
  return allRoutes(m).map(routeHref);
}

describe('buildMenu over every flag combination', () => {
  it('enumerates 2^12 combinations', () => {
    expect(combos).toHaveLength(4096);
  });

  it.each([
    ['Checklist', (i: MenuInput) => i.flags.hasPreinstall],
    ['Add Documents', (i: MenuInput) => (i.flags.hasPreinstall && !i.flags.hidedocuments) || i.contract.contractResign],
    ['Auto Payment', (i: MenuInput) => i.flags.hasPreinstall],
    ['Contract', (i: MenuInput) => i.flags.hasPreinstall || i.contract.contractResign],
    ['Internet', (i: MenuInput) => i.flags.hasBroadband],
    ['Dashboard', (i: MenuInput) => i.flags.hasBroadband],
    ['Wi-Fi', (i: MenuInput) => i.flags.hasBroadband && i.flags.hasWiFi],
    ['Traffic Monitor', (i: MenuInput) => i.flags.hasBroadband && i.flags.hasWiFi],
    ['Calendar', (i: MenuInput) => i.flags.hasBroadband],
    ['Package', (i: MenuInput) => i.flags.hasBroadband],
    ['Advanced settings', (i: MenuInput) => i.flags.hasBroadband],
    ['Phone', (i: MenuInput) => i.flags.hasPhone],
    ['911 Profiles', (i: MenuInput) => i.flags.hasPhone],
    ['Basic Settings', (i: MenuInput) => i.flags.hasPhone],
    ['Calls History', (i: MenuInput) => i.flags.hasPhone],
    ['International Calls', (i: MenuInput) => i.flags.hasPhone],
    ['Advanced Settings', (i: MenuInput) => i.flags.hasPhone],
    ['Account', (i: MenuInput) => i.flags.hasContactInfo],
    ['Documents', (i: MenuInput) => i.flags.hasContactInfo],
    // Billing and Auto Payment share /autopayment: pre-install's Auto Payment wins.
    ['Billing', (i: MenuInput) => i.flags.hasAr && !i.flags.hasPreinstall],
    ['Important', (i: MenuInput) => i.hasWarning],
    ['Change Password', () => true],
    // Notifications (issue 31) sits with the personal settings, for every account.
    ['Notifications', () => true],
    // Support (issue 32 item 3): every account's requests, before Contact Us.
    ['Support', () => true],
    ['Contact Us', () => true],
    ['Logout', () => true],
  ] as const)('"%s" is listed exactly when its rule holds', (text, rule) => {
    for (const input of combos) {
      const labels = visibleLabels(buildMenu(input, config));
      expect(labels.includes(text), JSON.stringify(input)).toBe(rule(input));
    }
  });

  it('never lists a path twice and never shows hidden routes', () => {
    for (const input of combos) {
      const m = buildMenu(input, config);
      const all = hrefs(m);
      expect(new Set(all).size, JSON.stringify(input)).toBe(all.length);
      const shown = visibleLabels(m);
      expect(shown).not.toContain('Offer');
      expect(shown).not.toContain('API Browser');
    }
  });

  it('keeps /offer hidden and /apibrowser only for the configured internal ids', () => {
    for (const input of combos) {
      const m = buildMenu(input, config);
      const hidden = m.hidden.map(routeHref);
      expect(hidden).toContain('/user/offer');
      expect(hidden.includes('/user/apibrowser')).toBe(input.userId === 9001);
    }
    const base = combos[0]!;
    expect(hrefs(buildMenu({ ...base, userId: 9002 }, config))).toContain('/user/apibrowser');
    expect(hrefs(buildMenu({ ...base, userId: null }, config))).not.toContain('/user/apibrowser');
    expect(hrefs(buildMenu({ ...base, userId: 9001 }, { apiBrowserUserIds: [] }))).not.toContain('/user/apibrowser');
  });

  // The spec's three bottom items, in its order, with Notifications (issue 31) after Change Password
  // and Support (issue 32 item 3) before Contact Us.
  it('bottom items are Change Password, Notifications, Support, Contact Us and Logout under /will', () => {
    const m = buildMenu(combos[0]!, config);
    expect(m.bottomItems.map((b) => [label(b.name), routeHref(b)])).toEqual([
      ['Change Password', '/user/changepassword'],
      ['Notifications', '/user/notifications'],
      ['Support', '/user/support'],
      ['Contact Us', '/user/contactus'],
      ['Logout', '/will/logout'],
    ]);
  });
});

describe('menu shape', () => {
  const full: MenuInput = {
    flags: {
      hasBroadband: true,
      hasPhone: true,
      hasContactInfo: true,
      hasAr: true,
      hasPreinstall: false,
      hidedocuments: false,
      hasWiFi: true,
      hasRouter: true,
    },
    contract: { contractResign: false, contractResignType: '' },
    hasWarning: true,
    userId: 1001,
  };

  it('groups Internet and Phone as collapsible groups with their paths in order', () => {
    const m = buildMenu(full, config);
    const groups = m.items.filter((e) => e.kind === 'group');
    expect(groups.map((g) => [label(g.name), g.collapse])).toEqual([
      ['Internet', true],
      ['Phone', true],
    ]);
    expect(groups[0]!.views.map(routeHref)).toEqual([
      '/user/dashboard',
      '/user/wifi',
      '/user/trafficMonitor',
      '/user/calendar',
      '/user/package',
      '/user/advancedsettings',
      '/user/troubleshoot',
    ]);
    expect(groups[1]!.views.map(routeHref)).toEqual([
      '/user/emergencyprofiles',
      '/user/phonebasicsettings',
      '/user/phonecallshistory',
      '/user/phoneinternationalallowance',
      '/user/phoneadvancedsettings',
    ]);
  });

  it('lists Important first and marks it red', () => {
    const m = buildMenu(full, config);
    const first = m.items[0] as MenuRoute;
    expect(label(first.name)).toBe('Important');
    expect(first.danger).toBe(true);
    expect(allRoutes(m).filter((x) => x.danger)).toHaveLength(1);
  });

  it('every route entry has layout, path, name and icon', () => {
    for (const route of allRoutes(buildMenu({ ...full, userId: 9001 }, config))) {
      expect(route.layout).toMatch(/^\/(user|will)$/);
      expect(route.path).toMatch(/^\/[A-Za-z]+$/);
      expect(label(route.name)).not.toMatch(/^missing/);
      expect(route.icon).toBeTruthy();
    }
  });

  it('finds the route of a path, with sub-paths and any case', () => {
    const m = buildMenu(full, config);
    expect(label(findRoute(m, '/user/wifi')!.name)).toBe('Wi-Fi');
    expect(label(findRoute(m, '/user/trafficmonitor/')!.name)).toBe('Traffic Monitor');
    expect(label(findRoute(m, '/user/phoneadvancedsettings')!.name)).toBe('Advanced Settings');
    expect(label(findRoute(m, '/user/advancedsettings')!.name)).toBe('Advanced settings');
    expect(label(findRoute(m, '/will/logout')!.name)).toBe('Logout');
    expect(findRoute(m, '/user/wifix')).toBeUndefined();
    expect(findRoute(m, '/user/preinstallchecklist')).toBeUndefined();
  });
});
