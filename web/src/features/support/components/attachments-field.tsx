import { AttachmentsField as Field, type FileProblem } from '../../../lib/ui/attachments-field';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format/use-format';

/** The support pages' attachments, in the app's language (lib/ui/attachments-field.tsx). */
export function AttachmentsField({ files, onChange, disabled, testId }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Field
      files={files}
      onChange={onChange}
      disabled={disabled}
      testId={testId}
      texts={{
        heading: t('support.files.heading'),
        help: t('support.files.help'),
        add: t('support.files.add'),
        fileLabel: t('support.files.fileLabel'),
        listLabel: t('support.files.listLabel'),
        remove: (name) => t('support.files.remove', { name }),
        item: (name, bytes) => t('support.files.item', { name, size: f.bytes(bytes) }),
        problem: (p: FileProblem, name) => t(`support.files.${p}`, { name }),
      }}
    />
  );
}
