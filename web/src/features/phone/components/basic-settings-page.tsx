import { Box, Stack } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from '../../../i18n/translation';
import { useVoiceFeatures } from '../api/get-voice-features';
import { FeaturesBlock, ForwardValue } from './features-block';
import { PhonePageFrame, type PhonePackageProps } from './phone-page-frame';
import { OnOff, PhoneUnavailable, SettingRow, queryState } from './phone-ui';

/** Basic Settings' fields (PHONE-036, PHONE-039): No Internet Forward and its number, Ringing Timeout. */
export const BASIC_FIELDS = ['cf_unavailableenabled', 'cf_unavailablenumber', 'vm_timeout'];
/** Voicemail Settings' fields (PHONE-037): status, password, e-mail notification, its address, the sound file. */
export const VOICEMAIL_FIELDS = ['vm_enable', 'vm_password', 'vm_sendemail', 'vm_email', 'vm_emailattachfile'];

/** The voicemail password as the page shows it: masked when set, never the password (the server sends '********'). */
function MaskedPassword({ set }: { set: boolean }) {
  const { t } = useTranslation();
  if (!set) return <>{t('phone.notSet')}</>;
  return (
    <>
      <span aria-hidden="true">••••••••</span>
      <span style={visuallyHidden as React.CSSProperties}>{t('phone.features.passwordSet')}</span>
    </>
  );
}

function BasicSettings({ user, pkg }: PhonePackageProps) {
  const { t } = useTranslation();
  const query = useVoiceFeatures(user, pkg.billingpackageserviceid);
  const state = queryState(query);
  if (state) return state;
  if (!query.data) return <PhoneUnavailable />;
  const { features: f, schema } = query.data;
  const common = { user, serviceId: pkg.billingpackageserviceid, features: f, schema };
  return (
    <Stack spacing={3}>
      <FeaturesBlock {...common} title={t('phone.features.basicTitle')} fields={BASIC_FIELDS} testId="basic-settings">
        <SettingRow term={t('phone.features.noInternetForward')} help={t('phone.features.noInternetForwardHelp')} testId="setting-no-internet-forward">
          <ForwardValue on={f.cf_unavailableenabled} number={f.cf_unavailablenumber} />
        </SettingRow>
        <SettingRow term={t('phone.features.ringingTimeout')} help={t('phone.features.ringingTimeoutHelp')} testId="setting-ringing-timeout">
          {f.vm_timeout > 0 ? t('phone.features.seconds', { count: f.vm_timeout }) : t('phone.notSet')}
        </SettingRow>
      </FeaturesBlock>
      <FeaturesBlock {...common} title={t('phone.features.voicemailTitle')} fields={VOICEMAIL_FIELDS} testId="voicemail-settings">
        <SettingRow term={t('phone.features.voicemailStatus')} testId="setting-voicemail-status">
          <OnOff on={f.vm_enable} />
        </SettingRow>
        <SettingRow term={t('phone.features.password')} testId="setting-voicemail-password">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            <MaskedPassword set={f.vm_password !== ''} />
          </Box>
        </SettingRow>
        <SettingRow term={t('phone.features.sendEmail')} testId="setting-voicemail-sendemail">
          <OnOff on={f.vm_sendemail} />
        </SettingRow>
        <SettingRow term={t('phone.features.email')} testId="setting-voicemail-email">
          {f.vm_email || t('phone.notSet')}
        </SettingRow>
        <SettingRow term={t('phone.features.attach')} testId="setting-voicemail-attach">
          <OnOff on={f.vm_emailattachfile} />
        </SettingRow>
      </FeaturesBlock>
    </Stack>
  );
}

/** /ui/user/phonebasicsettings (PHONE-034…039): Basic Settings and Voicemail Settings of the chosen package. */
export function BasicSettingsPage() {
  const { t } = useTranslation();
  return <PhonePageFrame title={t('phone.features.basicHeading')}>{(props) => <BasicSettings {...props} />}</PhonePageFrame>;
}
