import ChevronRight from '@mui/icons-material/ChevronRight';
import Payments from '@mui/icons-material/Payments';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Wifi from '@mui/icons-material/Wifi';
import { Card, CardContent, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link as RouterLink } from 'react-router';
import { useAccount } from '../../lib/account';
import { MY_BALANCE_PATH, payState, type PayRequestState } from '../../lib/pay-link';

interface Shortcut {
  to: string;
  state?: PayRequestState;
  label: string;
  hint: string;
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
}

/**
 * What a subscriber opens most, one click from the dashboard: paying (My Balance's amount field on
 * the Account page for accounts with AR, else Billing when the Account page is not in the menu),
 * the Wi-Fi settings (accounts with Wi-Fi) and support (Contact Us) — links to the pages the
 * menu has, nothing else.
 */
export function ShortcutsCard() {
  const { t } = useTranslation();
  const { flags } = useAccount();
  const items: Shortcut[] = [
    ...(flags.hasAr
      ? [
          flags.hasContactInfo
            ? { to: MY_BALANCE_PATH, state: payState(), label: t('dashboard.shortcuts.pay'), hint: t('dashboard.shortcuts.payHint'), icon: Payments }
            : { to: '/user/autopayment', label: t('dashboard.shortcuts.pay'), hint: t('dashboard.shortcuts.payHint'), icon: Payments },
        ]
      : []),
    ...(flags.hasBroadband && flags.hasWiFi ? [{ to: '/user/wifi', label: t('dashboard.shortcuts.wifi'), hint: t('dashboard.shortcuts.wifiHint'), icon: Wifi }] : []),
    { to: '/user/contactus', label: t('dashboard.shortcuts.support'), hint: t('dashboard.shortcuts.supportHint'), icon: SupportAgent },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="shortcuts-heading" data-testid="shortcuts" sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id="shortcuts-heading" variant="h6" component="h3">
          {t('dashboard.shortcuts.title')}
        </Typography>
      </CardContent>
      <List dense disablePadding sx={{ pb: 1 }}>
        {items.map(({ to, state, label, hint, icon: Icon }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton component={RouterLink} to={to} state={state} sx={{ px: 2, minHeight: 44 }}>
              <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} secondary={hint} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
