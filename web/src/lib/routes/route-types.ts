/**
 * How a feature (or a page of src/pages) declares its routes and menu entries (architecture.md
 * principle 14). Each one exports its declarations from its routes.ts; app/routes.ts lists them,
 * and the router and the menu are both built from that one list.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ContractStatus, ServiceFlags } from '../account';

/** '/user' for the shell; '/will' for a page outside the shell and the session (Logout). */
export type RouteLayout = '/user' | '/will';

/** Where an entry is listed: the drawer's main list, its bottom list, or nowhere (the route exists). */
export type MenuSection = 'main' | 'bottom' | 'hidden';

/** The collapsible groups of the main list (PLAT-019: collapse/views); see menuGroups. */
export type MenuGroupId = 'internet' | 'phone';

/** Everything about the account the menu depends on. */
export interface MenuInput {
  flags: ServiceFlags;
  contract: ContractStatus;
  hasWarning: boolean;
  /** Active contact id (for the /apibrowser rule). */
  userId: number | null;
}

/** Configuration the menu depends on (app-config.ts). */
export interface MenuConfig {
  apiBrowserUserIds: readonly number[];
}

/** What a menu entry's `when` rule sees. */
export interface MenuRuleInput extends MenuInput {
  config: MenuConfig;
}

/** Props every routed page receives. */
export interface RoutePageProps {
  /** Message-catalog key of the menu entry that put the route in the menu (placeholders show it). */
  label: string;
}

/** A routed page: lazily loaded, so each page is its own chunk (stack.md). */
export type RoutePage = LazyExoticComponent<ComponentType<RoutePageProps>>;

/** One way a route appears in the menu. A route may have several (same path, other rule, label or place). */
export interface MenuEntryDeclaration {
  /** Message-catalog key of the label, e.g. 'menu.dashboard'. */
  label: string;
  /** The MUI icon drawn beside the label. */
  icon: SvgIconComponent;
  section: MenuSection;
  /** The group the entry is listed in (main section only). */
  group?: MenuGroupId;
  /** Position within its section (or its group): a value of a band of menuOrder. */
  order: number;
  /** When the entry is there; always when absent. */
  when?: (input: MenuRuleInput) => boolean;
  /** Drawn in red (Important, PLAT-025). */
  danger?: boolean;
  /**
   * Drawn after the label on every page (Support's count of unread replies): the menu is in every
   * first load, so this is a lazy component that fetches its own code and data.
   */
  badge?: LazyExoticComponent<ComponentType>;
}

/** A route of the app: where it lives, its page, and how the menu lists it. */
export interface RouteDeclaration {
  /** Stable id, unique in the app. */
  id: string;
  /** Path under the layout, e.g. '/dashboard'. */
  path: string;
  /** The shell ('/user') unless said otherwise. */
  layout?: RouteLayout;
  page: RoutePage;
  /** The page routes the addresses under its path itself (Support's /support/new, /support/{id}). */
  nested?: boolean;
  /**
   * Starts loading the page's chunk (the same import as `page`): a page opened by its address
   * is fetched while the app starts, rather than after it (app/page-prefetch.ts).
   */
  preload?: () => Promise<unknown>;
  /**
   * Starts the page's first reads for an account as soon as the start-up knows which account is
   * active — beside the start-up's own reads rather than after them — when the page is opened by
   * its address (app/page-prefetch.ts). The page's queries then find them in flight or answered.
   */
  prefetch?: (queryClient: QueryClient, user: number) => void;
  /**
   * The entries; the route exists for an account while one of them holds (hidden ones included).
   * Where two routes or entries name the same path, the first in menu order wins.
   */
  menu: readonly MenuEntryDeclaration[];
}
