/**
 * The shell's menu for the active account: the app's route list (app/routes.ts) laid out by
 * lib/routes (platform spec §2 "Menu", PLAT-039…058).
 */
import { buildMenu as layoutMenu, type MenuConfig, type MenuInput, type MenuModel } from '../../lib/routes';
import { appRoutes } from '../routes';

/** Builds the menu of an account (PLAT-039…057). Each path appears at most once; the first entry wins. */
export function buildMenu(input: MenuInput, config: MenuConfig): MenuModel {
  return layoutMenu(appRoutes, input, config);
}
