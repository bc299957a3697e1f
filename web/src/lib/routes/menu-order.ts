/**
 * The order of the menu, in one place (PLAT-019, PLAT-025, PLAT-039…057). Each entry of a
 * routes.ts takes its `order` from one of these bands (band + its rank in the band). The main list
 * is sorted by order; a group sits at its band and lists its entries in their order. When several
 * entries name the same path, the first one in this order wins, so a pending contract's Contract
 * and Add Documents come right after Important and pre-install's 'Auto Payment' wins over
 * 'Billing' for /autopayment.
 */
import Call from '@mui/icons-material/Call';
import Router from '@mui/icons-material/Router';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuGroupId } from './route-types';

export const menuOrder = {
  /** main: Important, first of all (account warning). */
  important: 100,
  /** main: a pending contract re-sign — Contract, Add Documents. */
  contractResign: 200,
  /** main: pre-install — Checklist, Add Documents, Auto Payment, Contract. */
  preinstall: 300,
  /** main, the Internet group — Dashboard, Wi-Fi, Traffic Monitor, Calendar, Package, Advanced settings. */
  internet: 400,
  /** main, the Phone group — 911 Profiles, Basic Settings, Calls History, International Calls, Advanced Settings. */
  phone: 500,
  /** main: contact info — Account, Documents. */
  contactInfo: 600,
  /** main: Billing (accounts receivable). */
  billing: 700,
  /** bottom: Change Password, Contact Us, Logout. */
  bottom: 800,
  /** hidden: Offer, Change, API Browser. */
  hidden: 900,
} as const;

/** A collapsible group: its label, icon and place in the main list. */
export interface MenuGroupDeclaration {
  /** Message-catalog key of the label. */
  label: string;
  icon: SvgIconComponent;
  order: number;
}

/** The groups of the main list; entries name them by id. */
export const menuGroups: Readonly<Record<MenuGroupId, MenuGroupDeclaration>> = {
  internet: { label: 'menu.internet', icon: Router, order: menuOrder.internet },
  phone: { label: 'menu.phone', icon: Call, order: menuOrder.phone },
};
