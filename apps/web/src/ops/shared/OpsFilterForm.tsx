import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface OpsFilterFormProps {
  /** The form's accessible name ("Filter the inbox", "Find drivers"). */
  label: string;
  /** The submit button's text; "Filter" unless told. */
  submit?: string;
  /** `search` for a search box (a search landmark). */
  role?: 'search';
  /** The form checks its fields itself and says what is wrong (an alert among the children). */
  noValidate?: boolean;
  /** The fields as the form holds them when it is sent. */
  onFilter: (fields: FormData) => void;
  children: ReactNode;
}

/** The filters above a back-office list: its fields and a button that applies them. */
export function OpsFilterForm({
  label,
  submit,
  role,
  noValidate,
  onFilter,
  children,
}: OpsFilterFormProps) {
  const { t } = useTranslation('ops');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter(new FormData(event.currentTarget));
  };
  return (
    <form
      className="ops-filters"
      role={role}
      aria-label={label}
      noValidate={noValidate}
      onSubmit={onSubmit}
    >
      {children}
      <button type="submit" className="button button--primary">
        {submit ?? t('common.filter')}
      </button>
    </form>
  );
}
