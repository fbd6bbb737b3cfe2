import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';

/** /schedule-form: the scheduled-ride form, shown without header and footer (spec §2). */
export function ScheduleFormPage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('placeholder.scheduleForm')} />;
}
