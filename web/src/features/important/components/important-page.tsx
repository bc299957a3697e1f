import { Alert, Box, Button, Card, CardActions, CardContent, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBranding } from '../../branding/api/get-branding';
import { useAccountWarnings, type AccountWarning } from '../api/get-account-warnings';
import { useClearDisruptiveTicket } from '../api/post-clear-disruptive-ticket';

/** Below this width the warning text is shortened (PLAT-026). */
export const SHORT_TEXT_WIDTH = 580;
const SHORT_TEXT_CHARS = 140;

/** The text as shown: shortened to SHORT_TEXT_CHARS on narrow screens. */
export function shortenText(text: string, narrow: boolean): string {
  if (!narrow || text.length <= SHORT_TEXT_CHARS) return text;
  return `${text.slice(0, SHORT_TEXT_CHARS).trimEnd()}…`;
}

function ClearTicketForm({ user }: { user: number }) {
  const { t } = useTranslation();
  const [signature, setSignature] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useClearDisruptiveTicket(user);
  const invalid = signature.trim().length < 2;
  const answer = mutation.data;
  const failed = mutation.error?.message ?? (answer && answer.error ? answer.message || t('errors.generic') : null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!invalid) mutation.mutate(signature.trim());
      }}
      sx={{ width: '100%' }}
    >
      <Stack spacing={1}>
        <TextField
          label={t('important.ticketSignatureLabel')}
          value={signature}
          onChange={(e) => setSignature(e.target.value)}
          required
          error={touched && invalid}
          helperText={touched && invalid ? t('important.ticketSignatureRequired') : t('important.ticketSignatureHelp')}
          size="small"
        />
        {failed && <Alert severity="error">{failed}</Alert>}
        {answer && !answer.error && <Alert severity="success">{answer.message || t('important.ticketCleared')}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('important.ticketClearAction')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function WarningActions({ warning, fallbackUser }: { warning: AccountWarning; fallbackUser: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { phone, email } = useBranding();
  switch (warning.type) {
    case 'hitcap':
      return (
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('important.hitcapUnlimited')}
            </Typography>
            <Button variant="outlined" onClick={() => void navigate('/user/package', { state: { action: 'unlimited' } })}>
              {t('important.hitcapUnlimitedAction')}
            </Button>
          </Box>
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('important.hitcapUpgrade')}
            </Typography>
            <Button variant="contained" onClick={() => void navigate('/user/package', { state: { action: 'upgrade' } })}>
              {t('important.hitcapUpgradeAction')}
            </Button>
          </Box>
        </Stack>
      );
    case 'disruptiveticket':
      return warning.clearable ? (
        <ClearTicketForm user={warning.user ?? fallbackUser} />
      ) : (
        <Typography variant="body2">{t('important.ticketContactSupport', { phone, email })}</Typography>
      );
    case 'notregistered':
      return (
        <Stack spacing={1}>
          <Typography variant="body2">{t('important.notRegisteredHelp')}</Typography>
          <Box>
            <Button variant="contained" onClick={() => void navigate('/user/advancedsettings')}>
              {t('important.notRegisteredManual')}
            </Button>
          </Box>
        </Stack>
      );
    default:
      return null;
  }
}

/** /ui/user/important: the account warnings as cards (PLAT-013, NET-086…098). */
export function ImportantPage({ activeUser }: { activeUser: number }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width:${SHORT_TEXT_WIDTH - 0.05}px)`);
  const warnings = useAccountWarnings();
  const list = warnings.data ?? [];
  return (
    <section>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('important.heading')}
      </Typography>
      {warnings.error && !warnings.data && <Alert severity="error">{warnings.error.message}</Alert>}
      {warnings.data && list.length === 0 && <Typography>{t('important.none')}</Typography>}
      <Stack spacing={2}>
        {list.map((w, i) => (
          <Card key={`${w.type}-${w.user ?? ''}-${i}`} variant="outlined" sx={{ borderColor: 'error.light' }}>
            <CardContent>
              <Typography variant="h6" component="h3" color="error" gutterBottom>
                {w.title}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{shortenText(w.body, narrow)}</Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <WarningActions warning={w} fallbackUser={activeUser} />
            </CardActions>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
