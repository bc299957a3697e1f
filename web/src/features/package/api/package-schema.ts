import * as v from 'valibot';
import type { SchemaOf } from '../../../lib/api-client';
import type { BroadbandPackage } from '../package-rules';

/**
 * A package object (Go packageItem, docs/internet-api.md "Packages"): upgradable's list items,
 * and with two more fields currentbroadband's object. A field left out reads as 0 / '' / false.
 */
export const PackageSchema = v.object({
  id: v.optional(v.number(), 0),
  bpid: v.optional(v.number(), 0),
  description: v.optional(v.string(), ''),
  cap: v.optional(v.number(), 0),
  monthly_fee: v.optional(v.number(), 0),
  rate_download: v.optional(v.number(), 0),
  rate_upload: v.optional(v.number(), 0),
  link: v.optional(v.string(), ''),
  technology: v.optional(v.string(), ''),
  featured: v.optional(v.boolean(), false),
}) satisfies SchemaOf<BroadbandPackage>;
