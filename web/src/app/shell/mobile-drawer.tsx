import { Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from '../theme';

/**
 * The phones' side menu: a temporary drawer behind the hamburger. Its own chunk (app-shell.tsx
 * loads it on the first open): a drawer brings MUI's Modal, its focus trap and transitions, which
 * no page needs on its first draw.
 */
export function MobileDrawer({ open, onClose, label, children }: { open: boolean; onClose: () => void; label: string; children: ReactNode }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // The same test id as the permanent drawer's paper (app-shell.tsx); MUI's slot types omit data-*.
      slotProps={{ paper: { 'aria-label': label, ...{ 'data-testid': 'side-drawer' } } }}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      {children}
    </Drawer>
  );
}
