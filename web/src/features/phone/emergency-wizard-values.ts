/**
 * What the 911 page's wizards keep across Back and a reload, and where they start: apart from the
 * wizards themselves, which the page loads when one opens.
 */
import type { FieldValue } from '../../lib/schema-form';

/** What the Add New Address wizard keeps across Back and a reload: the two boxes and the address typed. */
export interface EmergencyAddValues extends Record<string, unknown> {
  limitations: boolean;
  agreement: boolean;
  address: Record<string, FieldValue>;
}

export const emergencyAddDefaults: EmergencyAddValues = { limitations: false, agreement: false, address: {} };

/** What the association wizard keeps across Back and a reload: the address, the numbers checked. */
export interface AssociationValues extends Record<string, unknown> {
  profileId: number | null;
  checked: number[];
}

export const associationDefaults: AssociationValues = { profileId: null, checked: [] };
