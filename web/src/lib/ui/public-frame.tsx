/**
 * A small shared piece of UI: the frame of every page outside the signed-in shell — the public
 * pages (unsubscribe, device registration), the logout page, the 404 page and the error pages —
 * so they all carry the provider's brand the same way (issue 13).
 */
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';

export interface PublicFrameProps {
  children: ReactNode;
  /** The content's width: 'narrow' for a short question or message, 'regular' for a form or list. */
  width?: 'narrow' | 'regular';
  /** Where the content sits: 'center' for a single card (logout, 404, errors), 'top' for a page that grows. */
  align?: 'center' | 'top';
}

const maxWidth = { narrow: 480, regular: 560 } as const;

/**
 * The provider's header (logo, name, language switch; PublicHeader) over a `main` landmark with
 * the page's content, on the theme's background.
 */
export function PublicFrame({ children, width = 'regular', align = 'top' }: PublicFrameProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: align === 'center' ? 'center' : 'flex-start',
          p: { xs: 2, sm: 3 },
          pb: { xs: 4, sm: 6 },
        }}
      >
        <Stack spacing={2} sx={{ width: '100%', maxWidth: maxWidth[width], minWidth: 0 }}>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
