import { createTheme, type Theme } from '@mui/material/styles';

/** Sidebar width (platform spec §9). */
export const DRAWER_WIDTH = 260;
/** Desktop breakpoint (platform spec §9): md starts at 960 px. */
export const DESKTOP_BREAKPOINT = 960;

/**
 * The one font stack of the app and of the identity service's pages (sign-in, change password,
 * logout: internal/identity/static/login.css uses the same, checked by theme.test.ts): the
 * system's own UI font on Apple, Windows and Android, Arial (or its metric twin) elsewhere.
 */
export const FONT_STACK = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Screens narrower than the sm breakpoint (600 px): phones. */
export const PHONE_MEDIA = '@media (max-width:599.95px)';

/** A phone held either way: narrow, or as short as a phone in landscape (812 × 375; issue 28's pass). */
export const TOUCH_PHONE_MEDIA = '@media (max-width:599.95px), (max-height:499.95px)';

/** The app theme, coloured by the provider's branding. */
export function createAppTheme(primaryColor: string): Theme {
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 600, md: DESKTOP_BREAKPOINT, lg: 1280, xl: 1920 } },
    typography: { fontFamily: FONT_STACK },
    palette: { primary: { main: /^#[0-9a-fA-F]{3,8}$/.test(primaryColor) ? primaryColor : '#1565c0' } },
    components: {
      // A clear keyboard focus ring on every button, menu item and link-button (the default is a
      // faint ripple). currentColor keeps it visible on light and dark surfaces alike.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: '-2px' } },
        },
      },
      // On a phone (in portrait or landscape) every text button is a 44 px tap target (issue 28's phone pass found Edit,
      // Delete, Download, Choose and Read more at 19–37 px); desktops keep MUI's sizes.
      MuiButton: {
        styleOverrides: { root: { [TOUCH_PHONE_MEDIA]: { minHeight: 44 } } },
      },
    },
  });
}

/** The last theme appThemeFor built, and its colour. */
let lastTheme: { primaryColor: string; theme: Theme } | undefined;

/**
 * The app theme for a colour, built once: the start builds it in a task of its own before the
 * first draw (main.tsx), where it would otherwise be one of the draw's longest steps, and the
 * provider finds it ready.
 */
export function appThemeFor(primaryColor: string): Theme {
  if (lastTheme?.primaryColor !== primaryColor) lastTheme = { primaryColor, theme: createAppTheme(primaryColor) };
  return lastTheme.theme;
}
