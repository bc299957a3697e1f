/** The Wi-Fi page: part of the English catalog (see ../en.ts), loaded with the pages that show it. */
export const wifiPageMessages = {
  heading: 'Wi-Fi',
} as const;
