import { useId, type FormEvent, type ReactNode } from 'react';
import './form.css';

interface TitledFormProps {
  className: string;
  /** The form's heading (an h2): it names the form. */
  title: ReactNode;
  /** While the form sends (aria-busy). */
  busy: boolean;
  /** The submit handler (a react-hook-form `handleSubmit(...)`); the form does its own checks. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}

/** A form of the kit named by its heading, busy while it sends, validated by the site's rules. */
export function TitledForm({ className, title, busy, onSubmit, children }: TitledFormProps) {
  const titleId = useId();
  return (
    <form
      className={className}
      aria-labelledby={titleId}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </form>
  );
}
