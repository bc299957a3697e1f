/**
 * The menu of the shell, built from the active account's service flags, its contract status and
 * whether an account warning exists (platform spec §2 "Menu", PLAT-039…058). Pure functions.
 */

/** Service flags of user.{id}/serviceidentification (PLAT-039). */
export interface ServiceFlags {
  hasBroadband: boolean;
  hasPhone: boolean;
  hasContactInfo: boolean;
  hasAr: boolean;
  hasPreinstall: boolean;
  hidedocuments: boolean;
  hasWiFi: boolean;
  hasRouter: boolean;
}

/** The flags of an account that has nothing. */
export const noServiceFlags: ServiceFlags = Object.freeze({
  hasBroadband: false,
  hasPhone: false,
  hasContactInfo: false,
  hasAr: false,
  hasPreinstall: false,
  hidedocuments: false,
  hasWiFi: false,
  hasRouter: false,
});

/** Names of the service flags, in a fixed order (tests enumerate them). */
export const serviceFlagNames = Object.keys(noServiceFlags) as (keyof ServiceFlags)[];

/** Contract status of user.{id}/contract list[0] (PLAT-050). */
export interface ContractStatus {
  contractResign: boolean;
  contractResignType: string;
}

/** The contract re-sign type that needs an identity document (PLAT-052). */
export const NEEDDOC_IDVERIFY = 'NEEDDOC_IDVERIFY';

/** Everything the menu depends on. */
export interface MenuInput {
  flags: ServiceFlags;
  contract: ContractStatus;
  hasWarning: boolean;
  /** Active contact id (for the /apibrowser rule). */
  userId: number | null;
}

/** Configuration the menu depends on. */
export interface MenuConfig {
  apiBrowserUserIds: readonly number[];
}

/** Stable ids of the pages; the router maps them to components. */
export type RouteId =
  | 'important'
  | 'preinstallchecklist'
  | 'documentupload'
  | 'autopayment'
  | 'contract'
  | 'dashboard'
  | 'wifi'
  | 'trafficMonitor'
  | 'calendar'
  | 'package'
  | 'advancedsettings'
  | 'emergencyprofiles'
  | 'phonebasicsettings'
  | 'phonecallshistory'
  | 'phoneinternationalallowance'
  | 'phoneadvancedsettings'
  | 'account'
  | 'documents'
  | 'changepassword'
  | 'contactus'
  | 'logout'
  | 'offer'
  | 'apibrowser'
  | 'change';

/** Names of the icons the shell draws. */
export type MenuIcon =
  | 'warning'
  | 'checklist'
  | 'upload'
  | 'payment'
  | 'contract'
  | 'internet'
  | 'dashboard'
  | 'wifi'
  | 'traffic'
  | 'calendar'
  | 'package'
  | 'settings'
  | 'phone'
  | 'emergency'
  | 'history'
  | 'international'
  | 'account'
  | 'documents'
  | 'billing'
  | 'password'
  | 'contact'
  | 'logout'
  | 'offer'
  | 'api';

/** One route of the route table (PLAT-019: layout, path, name, icon). */
export interface MenuRoute {
  kind: 'route';
  id: RouteId;
  /** '/user' for the shell, '/will' for the public-style logout. */
  layout: '/user' | '/will';
  /** Path under the layout, e.g. '/dashboard'. */
  path: string;
  /** Message-catalog key of the label (menu.*). */
  name: string;
  icon: MenuIcon;
  /** Drawn in red (Important, PLAT-025). */
  danger?: boolean;
}

/** A collapsible group (PLAT-019: collapse/views). */
export interface MenuGroup {
  kind: 'group';
  id: 'internet' | 'phone';
  name: string;
  icon: MenuIcon;
  collapse: true;
  views: MenuRoute[];
}

/** An entry of the main part of the drawer. */
export type MenuEntry = MenuRoute | MenuGroup;

/** The built menu: main items, bottom items, and routes that exist but are not listed. */
export interface MenuModel {
  items: MenuEntry[];
  bottomItems: MenuRoute[];
  hidden: MenuRoute[];
}

const r = (id: RouteId, path: string, name: string, icon: MenuIcon, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  kind: 'route',
  id,
  layout: '/user',
  path,
  name: `menu.${name}`,
  icon,
  ...extra,
});

/** Every route the app knows, by id. */
export const routes = {
  important: r('important', '/important', 'important', 'warning', { danger: true }),
  preinstallchecklist: r('preinstallchecklist', '/preinstallchecklist', 'checklist', 'checklist'),
  documentupload: r('documentupload', '/documentupload', 'addDocuments', 'upload'),
  autopayment: r('autopayment', '/autopayment', 'autoPayment', 'payment'),
  billing: r('autopayment', '/autopayment', 'billing', 'billing'),
  contract: r('contract', '/contract', 'contract', 'contract'),
  dashboard: r('dashboard', '/dashboard', 'dashboard', 'dashboard'),
  wifi: r('wifi', '/wifi', 'wifi', 'wifi'),
  trafficMonitor: r('trafficMonitor', '/trafficMonitor', 'trafficMonitor', 'traffic'),
  calendar: r('calendar', '/calendar', 'calendar', 'calendar'),
  package: r('package', '/package', 'package', 'package'),
  advancedsettings: r('advancedsettings', '/advancedsettings', 'advancedSettingsInternet', 'settings'),
  emergencyprofiles: r('emergencyprofiles', '/emergencyprofiles', 'emergencyProfiles', 'emergency'),
  phonebasicsettings: r('phonebasicsettings', '/phonebasicsettings', 'phoneBasicSettings', 'phone'),
  phonecallshistory: r('phonecallshistory', '/phonecallshistory', 'phoneCallsHistory', 'history'),
  phoneinternationalallowance: r(
    'phoneinternationalallowance',
    '/phoneinternationalallowance',
    'phoneInternationalCalls',
    'international',
  ),
  phoneadvancedsettings: r('phoneadvancedsettings', '/phoneadvancedsettings', 'phoneAdvancedSettings', 'settings'),
  account: r('account', '/account', 'account', 'account'),
  documents: r('documents', '/documents', 'documents', 'documents'),
  changepassword: r('changepassword', '/changepassword', 'changePassword', 'password'),
  contactus: r('contactus', '/contactus', 'contactUs', 'contact'),
  logout: r('logout', '/logout', 'logout', 'logout', { layout: '/will' }),
  offer: r('offer', '/offer', 'offer', 'offer'),
  apibrowser: r('apibrowser', '/apibrowser', 'apiBrowser', 'api'),
  change: r('change', '/change', 'change', 'settings'),
} as const satisfies Record<string, MenuRoute>;

/** True when a contract re-sign is pending. */
export function isContractPending(c: ContractStatus): boolean {
  return c.contractResign === true;
}

/** Builds the menu (PLAT-039…057). Each path appears at most once; the first entry wins. */
export function buildMenu(input: MenuInput, config: MenuConfig): MenuModel {
  const { flags, contract, hasWarning, userId } = input;
  const items: MenuEntry[] = [];
  const seen = new Set<string>();
  const add = (route: MenuRoute, into: MenuRoute[] | MenuEntry[] = items) => {
    if (seen.has(route.path)) return;
    seen.add(route.path);
    into.push(route);
  };

  if (hasWarning) add(routes.important);

  if (isContractPending(contract)) {
    add(routes.contract);
    add(routes.documentupload);
  }

  if (flags.hasPreinstall) {
    add(routes.preinstallchecklist);
    if (!flags.hidedocuments) add(routes.documentupload);
    add(routes.autopayment);
    add(routes.contract);
  }

  if (flags.hasBroadband) {
    const views: MenuRoute[] = [];
    add(routes.dashboard, views);
    if (flags.hasWiFi) {
      add(routes.wifi, views);
      add(routes.trafficMonitor, views);
    }
    add(routes.calendar, views);
    add(routes.package, views);
    add(routes.advancedsettings, views);
    items.push({ kind: 'group', id: 'internet', name: 'menu.internet', icon: 'internet', collapse: true, views });
  }

  if (flags.hasPhone) {
    const views: MenuRoute[] = [];
    add(routes.emergencyprofiles, views);
    add(routes.phonebasicsettings, views);
    add(routes.phonecallshistory, views);
    add(routes.phoneinternationalallowance, views);
    add(routes.phoneadvancedsettings, views);
    items.push({ kind: 'group', id: 'phone', name: 'menu.phone', icon: 'phone', collapse: true, views });
  }

  if (flags.hasContactInfo) {
    add(routes.account);
    add(routes.documents);
  }
  if (flags.hasAr) add(routes.billing);

  const bottomItems = [routes.changepassword, routes.contactus, routes.logout];
  const hidden: MenuRoute[] = [routes.offer, routes.change];
  if (userId !== null && config.apiBrowserUserIds.includes(userId)) hidden.push(routes.apibrowser);

  return { items, bottomItems, hidden };
}

/** Every route of the model, groups flattened, hidden ones included. */
export function allRoutes(model: MenuModel): MenuRoute[] {
  const out: MenuRoute[] = [];
  for (const e of model.items) {
    if (e.kind === 'group') out.push(...e.views);
    else out.push(e);
  }
  return [...out, ...model.bottomItems, ...model.hidden];
}

/** The full app path of a route, e.g. '/user/dashboard' or '/will/logout'. */
export function routeHref(route: MenuRoute): string {
  return `${route.layout}${route.path}`;
}

/**
 * The route shown at an app path (relative to /ui), matching case-insensitively on the whole
 * segment: '/user/wifi' and '/user/wifi/x' → Wi-Fi. Undefined when none.
 */
export function findRoute(model: MenuModel, appPath: string): MenuRoute | undefined {
  const p = appPath.toLowerCase().replace(/\/+$/, '');
  return allRoutes(model).find((route) => {
    const href = routeHref(route).toLowerCase();
    return p === href || p.startsWith(`${href}/`);
  });
}

/** Builds the service flags from a serviceidentification list item; missing flags are false. */
export function toServiceFlags(raw: unknown): ServiceFlags {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out = { ...noServiceFlags };
  for (const k of serviceFlagNames) out[k] = o[k] === true;
  return out;
}

/** Builds the contract status from a contract list item; missing means not pending. */
export function toContractStatus(raw: unknown): ContractStatus {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    contractResign: o.contractResign === true,
    contractResignType: typeof o.contractResignType === 'string' ? o.contractResignType : '',
  };
}
