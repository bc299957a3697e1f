/** Route declarations and the menu built from them (README "Adding a screen"). */
export { allRoutes, buildMenu, findRoute, routeHref, type MenuEntry, type MenuGroup, type MenuModel, type MenuRoute } from './menu';
export { menuGroups, menuOrder, type MenuGroupDeclaration } from './menu-order';
export { placeholderPage } from './placeholder';
export type {
  MenuConfig,
  MenuEntryDeclaration,
  MenuGroupId,
  MenuInput,
  MenuRuleInput,
  MenuSection,
  RouteDeclaration,
  RouteLayout,
  RoutePage,
  RoutePageProps,
} from './route-types';
