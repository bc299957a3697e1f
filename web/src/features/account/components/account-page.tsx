import { Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ServiceEmailCard } from '../../service-email/components/service-email-card';

/**
 * /ui/user/account: the Account page. It hosts the Service E-mail Addresses card (PLAT-150); the
 * forwarding promo's 'Let's go' arrives with state {focus: 'service-email'} and the card is
 * scrolled into view and focused.
 */
export function AccountPage({ user, loginEmail }: { user: number; loginEmail: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const focus = (location.state as { focus?: string } | null)?.focus;

  useEffect(() => {
    if (focus !== 'service-email') return;
    const el = cardHeading.current;
    if (!el) return;
    el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    el.focus({ preventScroll: true });
  }, [focus, location.key]);

  return (
    <Stack component="section" spacing={2}>
      <Typography variant="h4" component="h2">
        {t('menu.account')}
      </Typography>
      <ServiceEmailCard ref={cardHeading} user={user} loginEmail={loginEmail} />
    </Stack>
  );
}
