/**
 * The service flags of an account (user.{id}/serviceidentification, PLAT-039): what it has, and
 * so which pages the menu lists and where the subscriber lands. The app reads them at start-up;
 * features see them through useAccount().
 */
import * as v from 'valibot';
import type { SchemaOf } from '../api-client/decode';

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

/** A serviceidentification list item (PLAT-039); a flag the server leaves out is false. */
export const ServiceFlagsSchema = v.object({
  hasBroadband: v.optional(v.boolean(), false),
  hasPhone: v.optional(v.boolean(), false),
  hasContactInfo: v.optional(v.boolean(), false),
  hasAr: v.optional(v.boolean(), false),
  hasPreinstall: v.optional(v.boolean(), false),
  hidedocuments: v.optional(v.boolean(), false),
  hasWiFi: v.optional(v.boolean(), false),
  hasRouter: v.optional(v.boolean(), false),
}) satisfies SchemaOf<ServiceFlags>;
