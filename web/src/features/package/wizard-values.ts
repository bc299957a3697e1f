/**
 * What the package page's wizards keep across Back and a reload, and where they start: apart from
 * the wizards themselves, which the page loads when one opens.
 */

/** What the upgrade wizard keeps across Back and a reload: the package chosen, the offer box, the agreement. */
export interface UpgradeValues extends Record<string, unknown> {
  packageId: number | null;
  useOffer: boolean;
  agreed: boolean;
}

export const upgradeDefaults: UpgradeValues = { packageId: null, useOffer: true, agreed: false };

/** What the traffic pack wizard keeps across Back and a reload. */
export interface TrafficPackValues extends Record<string, unknown> {
  agreed: boolean;
}

export const trafficPackDefaults: TrafficPackValues = { agreed: false };
