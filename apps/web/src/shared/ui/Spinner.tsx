import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Accessible label; "Loading" by default. */
  label?: string;
  /** A small spinner inside a section instead of a page-sized one. */
  inline?: boolean;
}

/** A progress indicator announced to assistive technology as a status with a label. */
export function Spinner({ label, inline = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <div className={inline ? 'spinner spinner--inline' : 'spinner'} role="status" aria-label={text}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}
