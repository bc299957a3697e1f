/**
 * A small shared piece of UI: one place at the bottom of the page for every snackbar (the app's
 * notices, the account-warning bar), stacked above each other so they never overlap, and kept
 * clear of the menu — beside the permanent drawer on wide screens, behind the drawer while it is
 * open on phones — so neither hides the menu's Logout.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The stack. startOffset is the room the permanent drawer takes on wide screens (px, from the
 * md breakpoint up); belowDrawer puts the stack under an open temporary drawer.
 */
export function SnackbarStack({ children, startOffset = 0, belowDrawer = false }: { children: ReactNode; startOffset?: number; belowDrawer?: boolean }) {
  return (
    <Box
      data-testid="snackbar-stack"
      sx={(theme) => ({
        position: 'fixed',
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 24, md: startOffset + 24 },
        right: { xs: 8, sm: 24 },
        zIndex: belowDrawer ? theme.zIndex.drawer - 1 : theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 1,
        // The stack's empty area lets clicks through; its snackbars take them.
        pointerEvents: 'none',
        // Each MUI Snackbar is laid out in the stack instead of fixed at its own corner.
        '& > .MuiSnackbar-root': {
          position: 'static',
          inset: 'auto',
          transform: 'none',
          pointerEvents: 'auto',
          maxWidth: { sm: 560 },
        },
      })}
    >
      {children}
    </Box>
  );
}
