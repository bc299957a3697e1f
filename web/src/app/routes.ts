/**
 * Every routed page of the app: one line per feature or page (src/pages). The router (the shell's
 * routes, and the '/will' pages outside it) and the menu are both built from this list; each
 * routes.ts says its paths, pages, menu entries and their rules, and lib/routes/menu-order.ts
 * where the entries go. Adding a screen: its folder with a routes.ts, and a line here.
 */
import { apiBrowserRoutes } from '../features/api-browser/routes';
import { billingRoutes } from '../features/billing/routes';
import { calendarRoutes } from '../features/calendar/routes';
import { changeRoutes } from '../features/change/routes';
import { changePasswordRoutes } from '../features/change-password/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { contactUsRoutes } from '../features/contact-us/routes';
import { dashboardRoutes } from '../pages/dashboard/routes';
import { documentsRoutes } from '../features/documents/routes';
import { importantRoutes } from '../features/important/routes';
import { ipManagementRoutes } from '../features/ip-management/routes';
import { offerRoutes } from '../features/offer/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { packageRoutes } from '../features/package/routes';
import { phoneRoutes } from '../features/phone/routes';
import { sessionRoutes } from '../features/session/routes';
import { supportRoutes } from '../features/support/routes';
import { trafficMonitorRoutes } from '../features/traffic-monitor/routes';
import { troubleshootRoutes } from '../features/troubleshoot/routes';
import type { RouteDeclaration } from '../lib/routes';
import { accountPageRoutes } from '../pages/account/routes';
import { wifiPageRoutes } from '../pages/wifi/routes';

/** The declarations of every feature and page; the order here does not matter (menu-order.ts does). */
export const appRoutes: readonly RouteDeclaration[] = [
  importantRoutes,
  onboardingRoutes,
  billingRoutes,
  dashboardRoutes,
  wifiPageRoutes,
  trafficMonitorRoutes,
  troubleshootRoutes,
  calendarRoutes,
  packageRoutes,
  ipManagementRoutes,
  phoneRoutes,
  accountPageRoutes,
  documentsRoutes,
  changePasswordRoutes,
  notificationsRoutes,
  supportRoutes,
  contactUsRoutes,
  sessionRoutes,
  offerRoutes,
  changeRoutes,
  apiBrowserRoutes,
].flat();
