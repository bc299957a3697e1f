/**
 * The menu of the shell, laid out from the app's route declarations for one account: its service
 * flags, contract status, whether a warning exists and who it is (platform spec §2 "Menu",
 * PLAT-019, PLAT-039…058). Pure functions.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { menuGroups } from './menu-order';
import type {
  MenuConfig,
  MenuEntryDeclaration,
  MenuGroupId,
  MenuInput,
  MenuRuleInput,
  RouteDeclaration,
  RouteLayout,
  RoutePage,
} from './route-types';

/** One route of the built menu (PLAT-019: layout, path, name, icon). */
export interface MenuRoute {
  kind: 'route';
  id: string;
  layout: RouteLayout;
  /** Path under the layout, e.g. '/dashboard'. */
  path: string;
  /** Message-catalog key of the label (menu.*). */
  name: string;
  icon: SvgIconComponent;
  /** Drawn in red (Important, PLAT-025). */
  danger?: boolean;
  /** Drawn after the label (MenuEntryDeclaration.badge). */
  badge?: MenuEntryDeclaration['badge'];
  page: RoutePage;
  /** The page routes the addresses under its path (RouteDeclaration.nested). */
  nested?: boolean;
}

/** A collapsible group (PLAT-019: collapse/views). */
export interface MenuGroup {
  kind: 'group';
  id: MenuGroupId;
  name: string;
  icon: SvgIconComponent;
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

const sectionRank = { main: 0, bottom: 1, hidden: 2 } as const;

interface Placed {
  route: RouteDeclaration;
  entry: MenuEntryDeclaration;
}

/** Sort key: section, then the group's place (or the entry's), then the entry's place. */
function position({ entry }: Placed): [number, number, number] {
  const group = entry.section === 'main' && entry.group ? menuGroups[entry.group] : undefined;
  return [sectionRank[entry.section], group ? group.order : entry.order, entry.order];
}

function compare(a: Placed, b: Placed): number {
  const pa = position(a);
  const pb = position(b);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/**
 * Builds the menu of an account from the route declarations: the entries whose rule holds, in
 * menu order; each path appears at most once, the first entry wins (menu-order.ts).
 */
export function buildMenu(routes: readonly RouteDeclaration[], input: MenuInput, config: MenuConfig): MenuModel {
  const rule: MenuRuleInput = { ...input, config };
  const placed = routes
    .flatMap((route) => route.menu.filter((entry) => entry.when?.(rule) ?? true).map((entry) => ({ route, entry })))
    .sort(compare);

  const model: MenuModel = { items: [], bottomItems: [], hidden: [] };
  const groups = new Map<MenuGroupId, MenuGroup>();
  const seen = new Set<string>();
  for (const { route, entry } of placed) {
    if (seen.has(route.path)) continue;
    seen.add(route.path);
    const item: MenuRoute = {
      kind: 'route',
      id: route.id,
      layout: route.layout ?? '/user',
      path: route.path,
      name: entry.label,
      icon: entry.icon,
      ...(entry.danger ? { danger: true } : {}),
      badge: entry.badge,
      page: route.page,
      nested: route.nested,
    };
    if (entry.section === 'bottom') model.bottomItems.push(item);
    else if (entry.section === 'hidden') model.hidden.push(item);
    else if (entry.group) {
      let group = groups.get(entry.group);
      if (!group) {
        const { label, icon } = menuGroups[entry.group];
        group = { kind: 'group', id: entry.group, name: label, icon, collapse: true, views: [] };
        groups.set(entry.group, group);
        model.items.push(group);
      }
      group.views.push(item);
    } else model.items.push(item);
  }
  return model;
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
export function routeHref(route: Pick<MenuRoute, 'layout' | 'path'>): string {
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
