import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { lazyNamed } from '../../../lib/lazy-named';
import type { Schema } from '../../../lib/schema-form';
import type { VoiceFeatures } from '../api/get-voice-features';
import { displayPhoneNumber } from '../phone-rules';
import { OnOff } from './phone-ui';
import { LoadingLine } from '../../../lib/ui/area-state';
/** The forwarding numbers of the features form: the phone number input (PHONE-007…010). */
export function isNumberField(name: string): boolean {
  return name === 'cf_unavailablenumber' || name === 'cf_noanswernumber' || name === 'cf_number' || name === 'cf_busynumber';
}

/** The voicemail password: masked with show/hide, empty meaning "keep it". */
export const PASSWORD_FIELD = 'vm_password';

/** A forward's state and number: 'On · (587) 555-0142', 'Off · No number'. */
export function ForwardValue({ on, number }: { on: boolean; number: string }) {
  const { t } = useTranslation();
  return (
    <>
      <OnOff on={on} />
      {' · '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {number ? displayPhoneNumber(number) : t('phone.features.noNumber')}
      </Box>
    </>
  );
}

/**
 * The Edit form is its own chunk (the schema form's text fields bring MUI's inputs, select and
 * menu): fetched as Edit is pointed at or focused, or as it opens.
 */
const loadFeaturesForm = () => import('./features-form');
const FeaturesForm = lazyNamed(loadFeaturesForm, 'FeaturesForm');

export interface FeaturesBlockProps {
  user: number;
  serviceId: number;
  features: VoiceFeatures;
  schema: Schema | null;
  /** The block's heading (and its form's). */
  title: string;
  /** The fields its Edit form shows, in order. */
  fields: string[];
  /** The block's settings as rows of a <dl>. */
  children: ReactNode;
  testId: string;
}

/**
 * A block of voice features (Basic Settings, Voicemail Settings, Advanced Settings): its settings
 * and an Edit button; Edit turns the block into its form, and Cancel or a saved Submit turns it
 * back (PHONE-005, PHONE-038), the focus going back to Edit.
 */
export function FeaturesBlock({ user, serviceId, features, schema, title, fields, children, testId }: FeaturesBlockProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const returned = useRef(false);
  const headingId = useId();

  useEffect(() => {
    if (!editing && returned.current) editRef.current?.focus();
  }, [editing]);

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId}>
      <CardContent>
        {editing && schema ? (
          <>
            <span id={headingId} hidden>
              {title}
            </span>
            <Suspense fallback={<LoadingLine label={t('app.loading')} />}>
              <FeaturesForm
                user={user}
                serviceId={serviceId}
                features={features}
                schema={schema}
                fields={fields}
                title={title}
                onDone={() => {
                  returned.current = true;
                  setEditing(false);
                }}
              />
            </Suspense>
          </>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
              <Typography id={headingId} variant="h6" component="h3">
                {title}
              </Typography>
              <Button ref={editRef} variant="outlined" startIcon={<EditIcon aria-hidden />} onClick={() => setEditing(true)} onPointerEnter={() => void loadFeaturesForm()} onFocus={() => void loadFeaturesForm()} disabled={!schema} aria-label={t('phone.features.editLabel', { block: title })}>
                {t('phone.edit')}
              </Button>
            </Box>
            <Box component="dl" sx={{ m: 0 }}>
              {children}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
