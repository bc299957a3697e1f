import { createTheme, type Theme } from '@mui/material/styles';

/** Sidebar width (platform spec §9). */
export const DRAWER_WIDTH = 260;
/** Desktop breakpoint (platform spec §9): md starts at 960 px. */
export const DESKTOP_BREAKPOINT = 960;

/** The app theme, coloured by the provider's branding. */
export function createAppTheme(primaryColor: string): Theme {
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 600, md: DESKTOP_BREAKPOINT, lg: 1280, xl: 1920 } },
    palette: { primary: { main: /^#[0-9a-fA-F]{3,8}$/.test(primaryColor) ? primaryColor : '#1565c0' } },
    components: {
      // A clear keyboard focus ring on every button, menu item and link-button (the default is a
      // faint ripple). currentColor keeps it visible on light and dark surfaces alike.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: '-2px' } },
        },
      },
    },
  });
}
