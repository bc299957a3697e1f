import { Alert, AlertTitle, Button, Card, CircularProgress, CardActions, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { brandingQuery, fallbackBranding } from '../../../lib/branding';
import { UnsubscribeError, useUnsubscribe } from '../api/post-unsubscribe';
import { decodeUnsubscribeToken } from '../unsubscribe-token';
import { PublicFrame } from '../../../lib/ui/public-frame';
import { PhoneText } from '../../../lib/ui/phone-text';

/** Reads 'ut' from the address once, when the page opens (PLAT-165). */
function useTokenFromQuery(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('ut'));
  useEffect(() => {
    // Take the token out of the address bar (history.replaceState through the router).
    if (location.search) void navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);
  return token;
}

/**
 * The public unsubscribe page (PLAT-164…174): no sign-in; the token in 'ut' says which e-mail
 * leaves which lists. 'Yes, unsubscribe' posts it to the guest call; 'Cancel' ends here.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const brandingQ = useQuery(brandingQuery());
  const { phone } = brandingQ.data ?? fallbackBranding;
  const token = useTokenFromQuery();
  const [payload] = useState(() => decodeUnsubscribeToken(token));
  const [cancelled, setCancelled] = useState(false);
  const mutation = useUnsubscribe();
  const errorText = t('unsubscribe.error', { phone });
  // A spent link (410): the spec's failure words, with the reason above them.
  const alreadyUsed = mutation.error instanceof UnsubscribeError && mutation.error.alreadyUsed;

  let body;
  if ((!payload || !token || mutation.isError) && brandingQ.isPending) {
    // The error names the support number: wait for the branding before showing it.
    body = (
      <CardContent sx={{ display: 'grid', placeItems: 'center' }} role="status">
        <CircularProgress aria-label={t('app.loading')} />
      </CardContent>
    );
  } else if (!payload || !token || mutation.isError) {
    body = (
      <CardContent>
        <Alert severity="error">
          {alreadyUsed && <AlertTitle>{t('unsubscribe.alreadyUsed')}</AlertTitle>}
          <PhoneText>{errorText}</PhoneText>
        </Alert>
      </CardContent>
    );
  } else if (mutation.isSuccess) {
    body = (
      <CardContent>
        <Alert severity="success">
          {t('unsubscribe.done', { email: payload.email, lists: payload.subscriptions.map((s) => s.name).join(', ') })}
        </Alert>
      </CardContent>
    );
  } else if (cancelled) {
    body = (
      <CardContent>
        <Alert severity="info">{t('unsubscribe.cancelled')}</Alert>
      </CardContent>
    );
  } else {
    body = (
      <>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{t('unsubscribe.intro')}</Typography>
          <Typography variant="overline" component="p" color="text.secondary">
            {t('unsubscribe.emailLabel')}
          </Typography>
          <Typography sx={{ mb: 2, overflowWrap: 'anywhere', fontWeight: 500 }}>{payload.email}</Typography>
          <Typography variant="overline" component="p" color="text.secondary" id="unsubscribe-lists">
            {t('unsubscribe.listLabel')}
          </Typography>
          <List dense aria-labelledby="unsubscribe-lists" sx={{ listStyle: 'disc', pl: 3 }}>
            {payload.subscriptions.map((s, i) => (
              <ListItem key={`${s.key}-${i}`} sx={{ display: 'list-item', pl: 0 }}>
                <ListItemText primary={s.name} />
              </ListItem>
            ))}
          </List>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(token)}
            startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" aria-label={t('unsubscribe.working')} /> : undefined}
          >
            {t('unsubscribe.confirm')}
          </Button>
          <Button variant="outlined" disabled={mutation.isPending} onClick={() => setCancelled(true)}>
            {t('unsubscribe.cancel')}
          </Button>
        </CardActions>
      </>
    );
  }

  return (
    <PublicFrame>
      <Typography variant="h4" component="h1">
        {t('unsubscribe.heading')}
      </Typography>
      <Card aria-live="polite">{body}</Card>
    </PublicFrame>
  );
}
