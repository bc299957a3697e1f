import WarningAmber from '@mui/icons-material/WarningAmber';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { Link as RouterLink } from 'react-router';
import { useAccount } from '../../../lib/account';

/**
 * The account's notices on the dashboard: the titles of the active account warnings (PLAT-053)
 * with the way to the Important page; nothing when there is none.
 */
export function AttentionCard() {
  const { t } = useTranslation();
  const { warnings, hasWarning } = useAccount();
  if (!hasWarning) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      icon={<WarningAmber />}
      component="section"
      // A card of the page, read in its turn — not an alert announced on arrival.
      role="region"
      aria-labelledby="attention-heading"
      data-testid="attention-card"
      // The button goes under the list, not beside it: on a phone, in French, a button beside the
      // text took the width and cut its words (issue 28, finding 3).
      sx={{ bgcolor: 'background.paper', height: '100%', '& .MuiAlert-message': { flex: 1, minWidth: 0, overflow: 'visible', overflowWrap: 'break-word' } }}
    >
      <AlertTitle id="attention-heading" component="h3" sx={{ fontSize: '1rem' }}>
        {t('notices.attentionTitle')}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {warnings.map((w, i) => (
          <li key={`${w.type}-${w.user ?? ''}-${i}`}>{w.title}</li>
        ))}
      </Box>
      <Button component={RouterLink} to="/user/important" color="inherit" size="small" variant="outlined" sx={{ mt: 1.5, minHeight: 44 }}>
        {t('notices.warningAction')}
      </Button>
    </Alert>
  );
}
