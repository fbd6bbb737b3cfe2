import type { ReactNode } from 'react';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { useTranslation } from 'react-i18next';

/** A rules form's buttons: save (busy while it sends) and cancel, which closes the form unsaved. */
export function SaveOrCancel({
  sending,
  onCancel,
  children,
}: {
  sending: boolean;
  onCancel: () => void;
  /** The save button's text, e.g. "Save fare". */
  children: ReactNode;
}) {
  const { t } = useTranslation('ops');
  return (
    <div className="ops-actions">
      <SubmitButton className="button button--primary" sending={sending}>
        {children}
      </SubmitButton>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('rules.cancel')}
      </button>
    </div>
  );
}
