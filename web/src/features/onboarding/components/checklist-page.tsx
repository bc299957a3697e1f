import ArticleIcon from '@mui/icons-material/Article';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link as RouterLink } from 'react-router';
import { useAccount } from '../../../lib/account';
import type { RoutePageProps } from '../../../lib/routes';
import { useChecklist } from '../api/get-checklist';
import { checklistCards, checklistDone, type ChecklistCard, type ChecklistCardId } from '../checklist-rules';
import { queryState } from './onboarding-ui';
import { PageHeading } from '../../../lib/ui/page-heading';

const cardIcons: Record<ChecklistCardId, typeof ArticleIcon> = { documents: UploadFileIcon, autopayment: CreditCardIcon, contract: ArticleIcon };
const toneIcons = { success: CheckCircleIcon, warning: HourglassTopIcon, error: ErrorIcon } as const;

/** One card (ONB-015…018): its title, its status in its colour, and the link to its page. */
function ChecklistItem({ card }: { card: ChecklistCard }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = cardIcons[card.id];
  const ToneIcon = toneIcons[card.tone];
  const title = t(`onboarding.checklist.cards.${card.id}.title`);
  const action = t(`onboarding.checklist.cards.${card.id}.action`);
  const text =
    card.tone === 'success' ? t('onboarding.checklist.done') : card.tone === 'warning' ? t('onboarding.checklist.pending') : t(`onboarding.checklist.cards.${card.id}.missing`);
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`checklist-${card.id}`}
      data-tone={card.tone}
      sx={{ display: 'flex', flexDirection: 'column', borderTopWidth: 6, borderTopColor: `${card.tone}.main`, listStyle: 'none' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Icon color="action" aria-hidden />
          <Typography id={titleId} variant="h6" component="h3">
            {title}
          </Typography>
        </Box>
        <Alert severity={card.tone} icon={<ToneIcon fontSize="inherit" aria-hidden />} data-testid={`checklist-${card.id}-status`}>
          {text}
        </Alert>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={card.path} variant={card.tone === 'success' ? 'outlined' : 'contained'} aria-label={t('onboarding.checklist.open', { action, title })}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

function Checklist({ user, label }: { user: number; label: string }) {
  const { t } = useTranslation();
  const { flags } = useAccount();
  const headingId = useId();
  const checklist = useChecklist(user);
  const loading = queryState(checklist);
  const data = checklist.data;
  const cards = data ? checklistCards(data, flags.hidedocuments) : [];
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="checklist-page">
      <PageHeading id={headingId}>
        {t(label)}
      </PageHeading>
      {loading ??
        (data === null || data === undefined ? (
          <Typography>{t('onboarding.unavailable')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('onboarding.checklist.intro')}
            </Typography>
            {checklistDone(cards) && (
              <Alert severity="success" sx={{ mb: 2 }} data-testid="checklist-all-done">
                {t('onboarding.checklist.allDone')}
              </Alert>
            )}
            <Box
              component="ul"
              aria-label={t('onboarding.checklist.listLabel')}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${cards.length}, minmax(0, 1fr))` }, p: 0, m: 0 }}
            >
              {cards.map((card) => (
                <ChecklistItem key={card.id} card={card} />
              ))}
            </Box>
          </>
        ))}
    </Box>
  );
}

/**
 * /ui/user/preinstallchecklist, "Checklist" (ONB-014…019): Documents, Autopayment and Contract,
 * each in the colour of its counter and linking to its page; Documents hidden with the documents.
 */
export function ChecklistPage({ label }: RoutePageProps) {
  const { activeUser } = useAccount();
  return <Checklist key={activeUser} user={activeUser} label={label} />;
}
