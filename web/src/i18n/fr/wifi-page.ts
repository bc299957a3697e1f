/** The Wi-Fi page: part of the French catalog (see ../fr.ts), mirrors ../en/wifi-page.ts. */
import type { CatalogShape } from '../fr';

export const wifiPageMessages: CatalogShape['wifiPage'] = {
  heading: 'Wi-Fi',
};
