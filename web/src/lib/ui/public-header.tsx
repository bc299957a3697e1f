/** A small shared piece of UI: the header of the public pages (unsubscribe, device registration). */
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useBranding } from '../branding';
import { LanguageSwitch } from './language-switch';

/** The provider's header on public pages: logo and name from the branding (decisions: Branding), and the language switch. */
export function PublicHeader() {
  const { provider, product, logoUrl } = useBranding();
  const name = provider || product;
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        {logoUrl && <Box component="img" src={logoUrl} alt={name} sx={{ height: 36, maxWidth: 160, objectFit: 'contain' }} />}
        {name && (
          <Typography variant="h6" component="p" noWrap sx={{ minWidth: 0 }}>
            {name}
          </Typography>
        )}
        <LanguageSwitch sx={{ ml: 'auto' }} />
      </Toolbar>
    </AppBar>
  );
}
