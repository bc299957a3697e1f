import { useTranslation } from '../../../i18n/translation';
import { useVoiceFeatures } from '../api/get-voice-features';
import { FeaturesBlock, ForwardValue } from './features-block';
import { PhonePageFrame, type PhonePackageProps } from './phone-page-frame';
import { PhoneUnavailable, SettingRow, queryState } from './phone-ui';

/** Advanced Settings' fields (PHONE-054, PHONE-039): Timeout Forward, Auto Forward All Calls, Busy Forward, each with its number. */
export const ADVANCED_FIELDS = ['cf_noanswerenabled', 'cf_noanswernumber', 'cf_enabled', 'cf_number', 'cf_busyenabled', 'cf_busynumber'];

function AdvancedSettings({ user, pkg }: PhonePackageProps) {
  const { t } = useTranslation();
  const query = useVoiceFeatures(user, pkg.billingpackageserviceid);
  const state = queryState(query);
  if (state) return state;
  if (!query.data) return <PhoneUnavailable />;
  const { features: f, schema } = query.data;
  return (
    <FeaturesBlock
      user={user}
      serviceId={pkg.billingpackageserviceid}
      features={f}
      schema={schema}
      title={t('phone.features.advancedTitle')}
      fields={ADVANCED_FIELDS}
      testId="advanced-settings"
    >
      <SettingRow term={t('phone.features.timeoutForward')} help={t('phone.features.timeoutForwardHelp')} testId="setting-timeout-forward">
        <ForwardValue on={f.cf_noanswerenabled} number={f.cf_noanswernumber} />
      </SettingRow>
      <SettingRow term={t('phone.features.forwardAll')} help={t('phone.features.forwardAllHelp')} testId="setting-forward-all">
        <ForwardValue on={f.cf_enabled} number={f.cf_number} />
      </SettingRow>
      <SettingRow term={t('phone.features.busyForward')} help={t('phone.features.busyForwardHelp')} testId="setting-busy-forward">
        <ForwardValue on={f.cf_busyenabled} number={f.cf_busynumber} />
      </SettingRow>
    </FeaturesBlock>
  );
}

/** /ui/user/phoneadvancedsettings (PHONE-054, PHONE-055): the forwards of the chosen package and their Edit form. */
export function AdvancedSettingsPage() {
  const { t } = useTranslation();
  return <PhonePageFrame title={t('phone.features.advancedHeading')}>{(props) => <AdvancedSettings {...props} />}</PhonePageFrame>;
}
