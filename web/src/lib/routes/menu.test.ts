// covers: PLAT-019
import Folder from '@mui/icons-material/Folder';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { noServiceFlags } from '../account';
import { allRoutes, buildMenu, findRoute, routeHref } from './menu';
import { menuOrder } from './menu-order';
import type { MenuInput, RouteDeclaration } from './route-types';

const page = lazy(() => Promise.resolve({ default: () => null }));
const input: MenuInput = {
  flags: { ...noServiceFlags, hasBroadband: true },
  contract: { contractResign: false, contractResignType: '' },
  hasWarning: false,
  userId: 7,
};
const config = { apiBrowserUserIds: [7] };
const route = (id: string, menu: RouteDeclaration['menu'], layout?: RouteDeclaration['layout']): RouteDeclaration => ({
  id,
  path: `/${id}`,
  page,
  menu,
  ...(layout ? { layout } : {}),
});

describe('buildMenu from declarations', () => {
  // Declared out of order on purpose: the menu order decides, not the list.
  const routes = [
    route('late', [{ label: 'menu.late', icon: Folder, section: 'main', order: menuOrder.billing }]),
    route('grouped2', [{ label: 'menu.g2', icon: Folder, section: 'main', group: 'internet', order: menuOrder.internet + 2 }]),
    route('grouped1', [{ label: 'menu.g1', icon: Folder, section: 'main', group: 'internet', order: menuOrder.internet + 1 }]),
    route('shared', [
      { label: 'menu.second', icon: Folder, section: 'main', order: menuOrder.contactInfo },
      { label: 'menu.first', icon: Folder, section: 'main', order: menuOrder.contractResign },
    ]),
    route('off', [{ label: 'menu.off', icon: Folder, section: 'main', order: menuOrder.important, when: (a) => a.flags.hasPhone }]),
    route('out', [{ label: 'menu.out', icon: Folder, section: 'bottom', order: menuOrder.bottom }], '/will'),
    route('secret', [{ label: 'menu.secret', icon: Folder, section: 'hidden', order: menuOrder.hidden, when: (a) => a.config.apiBrowserUserIds.includes(a.userId ?? -1) }]),
  ];
  const m = buildMenu(routes, input, config);

  it('orders main entries and groups by their bands, the first entry of a path wins', () => {
    expect(m.items.map((e) => (e.kind === 'group' ? `${e.id}:${e.views.map((v) => v.id).join(',')}` : `${e.id}:${e.name}`))).toEqual([
      'shared:menu.first',
      'internet:grouped1,grouped2',
      'late:menu.late',
    ]);
  });

  it('skips entries whose rule does not hold and keeps bottom and hidden apart', () => {
    expect(findRoute(m, '/user/off')).toBeUndefined();
    expect(m.bottomItems.map(routeHref)).toEqual(['/will/out']);
    expect(m.hidden.map(routeHref)).toEqual(['/user/secret']);
    expect(buildMenu(routes, input, { apiBrowserUserIds: [] }).hidden).toEqual([]);
    expect(allRoutes(m).every((r) => r.page === page)).toBe(true);
  });
});
