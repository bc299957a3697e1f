/** The rating survey's modal: loaded when the survey is to be shown (rating-survey-dialog.tsx). */
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { notify } from '../../../lib/notify';
import { useBranding } from '../../../lib/branding';
import { usePostRating, type RateOption, type RatingAnswer } from '../api/rating-survey';
import { DECLINE, RATING_STARS, ratingBody } from './rating-survey-dialog';

function SurveyForm({ userId, options, optionsLabel, onClose }: { userId: number; options: RateOption[]; optionsLabel: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { provider } = useBranding();
  const post = usePostRating(userId);
  const [rate, setRate] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [comment, setComment] = useState('');

  const send = (body: RatingAnswer, thank: boolean) => {
    post.mutate(body, {
      onSuccess: () => {
        if (thank) notify({ severity: 'success', message: t('dashboard.rating.success') });
      },
      onError: () => notify({ severity: 'error', message: t('dashboard.rating.failure') }),
      onSettled: onClose,
    });
  };

  const toggle = (value: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });

  const scored = rate !== null && rate > 0;
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id="rating-question">
            {provider ? t('dashboard.rating.question', { provider }) : t('dashboard.rating.questionGeneric')}
          </Typography>
          <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignSelf: 'flex-start', maxWidth: '100%' }}>
            <Rating
              name="rating-score"
              max={RATING_STARS}
              value={rate}
              onChange={(_e, v) => setRate(v)}
              getLabelText={(v) => t('dashboard.rating.starLabel', { count: v })}
              emptyLabelText={t('dashboard.rating.noScore')}
              aria-labelledby="rating-question"
              disabled={post.isPending}
              sx={STARS_SX}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, color: 'text.secondary' }}>
              <Typography variant="body2">{t('dashboard.rating.low')}</Typography>
              <Typography variant="body2">{t('dashboard.rating.high')}</Typography>
            </Stack>
          </Box>
          {scored && (
            <>
              {options.length > 0 && (
                <FormControl component="fieldset" variant="standard">
                  <FormLabel component="legend">{optionsLabel || t('dashboard.rating.optionsLabel')}</FormLabel>
                  <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                    {options.map((o) => (
                      <FormControlLabel
                        key={o.value}
                        control={
                          <Checkbox
                            checked={chosen.has(o.value)}
                            onChange={(e) => toggle(o.value, e.target.checked)}
                            name={o.value}
                            disabled={post.isPending}
                          />
                        }
                        label={o.text}
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              )}
              <TextField
                label={t('dashboard.rating.comment')}
                helperText={t('dashboard.rating.commentHelp')}
                multiline
                minRows={3}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                disabled={post.isPending}
                fullWidth
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={() => send(DECLINE, false)} disabled={post.isPending}>
          {t('dashboard.rating.decline')}
        </Button>
        <Button
          variant="contained"
          disabled={!scored || post.isPending}
          onClick={() => scored && send(ratingBody(rate, chosen, options, comment), true)}
        >
          {post.isPending ? t('dashboard.rating.sending') : t('dashboard.rating.submit')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Ten stars, each a 44 px tap target (issue 28: they were 28 px on a phone): in one row from 600 px
 * up, two rows of five below, where ten would not fit.
 */
const STARS_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(5, 44px)', sm: 'repeat(10, 44px)' },
  gridAutoRows: '44px',
  fontSize: '2.25rem',
  '& label': { display: 'flex', alignItems: 'center', justifyContent: 'center' },
} as const;

/**
 * The survey in its modal: a dialog over the dashboard, not the whole screen on a phone (issue 28:
 * it hid the over-cap account's page), scrolling inside when taller than the screen.
 */
export function RatingSurveyModal({
  userId,
  options,
  optionsLabel,
  onClose,
}: {
  userId: number;
  options: RateOption[];
  optionsLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    // It opens by itself over the dashboard: drawn in place, in the slices of the render that opens
    // it, not again at once by a portal as it mounts (as the forwarding promo, forwarding-promo-view.tsx).
    <Dialog
      open
      aria-labelledby="rating-title"
      maxWidth="sm"
      fullWidth
      data-testid="rating-dialog"
      disablePortal
      slotProps={{ paper: { sx: { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: undefined } } } }}
    >
      <DialogTitle id="rating-title">{t('dashboard.rating.title')}</DialogTitle>
      <SurveyForm userId={userId} options={options} optionsLabel={optionsLabel} onClose={onClose} />
    </Dialog>
  );
}
