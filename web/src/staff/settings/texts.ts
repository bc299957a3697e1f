/** The settings section's texts (merged into the console's catalogs by ../i18n.ts). */
export const en = {} as const;

export const fr: Record<keyof typeof en, string> = {};
