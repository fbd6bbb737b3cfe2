import { useId, type ReactNode } from 'react';

// The application's fields: a label over a big input or select (one hand, 320 px), a hint
// read with the field.

/** A labelled text input with an optional hint. */
export function Field({
  label,
  value,
  onChange,
  hint,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  autoCapitalize?: string;
}) {
  const id = useId();
  return (
    <div className="drive-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint ? (
        <p className="drive-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select. */
export function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="drive-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
