import type { ComponentProps, ReactNode } from 'react';
import { fieldProps, type FieldErrorValue } from './fieldProps';
import { FieldErrorText } from './FieldErrorText';
import './form.css';

/** What every field of the kit has around its control. */
interface FieldFrameProps {
  /** The control's id; its hint and its error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A line between the label and the control that describes it. */
  hint?: ReactNode;
  /** Shown under the control, which is then marked invalid and described by it. */
  error?: FieldErrorValue;
  /** ids of other texts that describe the control, read before its hint and error. */
  describedBy?: string;
  /** Classes added to the field's `form-field` wrapper. */
  fieldClassName?: string;
}

const hasHint = (hint: ReactNode) => hint !== undefined && hint !== null;

/** A control's props, less the ones its frame sets. */
type ControlProps<P> = Omit<P, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** id, aria-invalid and aria-describedby of the control (its hint, its error, `describedBy`). */
function controlProps({ id, hint, error, describedBy }: FieldFrameProps) {
  const own = fieldProps(id, error, hasHint(hint));
  const ids = [describedBy, own['aria-describedby']].filter(Boolean).join(' ');
  return { ...own, 'aria-describedby': ids || undefined };
}

function FieldFrame(props: FieldFrameProps & { children: ReactNode }) {
  const { id, label, hint, error, fieldClassName, children } = props;
  return (
    <div className={fieldClassName ? `form-field ${fieldClassName}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {hasHint(hint) ? (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & ControlProps<ComponentProps<'input'>>;

/**
 * A labelled input with its hint and its error (`form-field`): the input's id, aria-invalid and
 * aria-describedby are wired to them; every other prop (a `register()` result, type,
 * autoComplete, ref…) goes to the input.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  describedBy,
  fieldClassName,
  ...input
}: TextFieldProps) {
  const frame = { id, label, hint, error, describedBy, fieldClassName };
  return (
    <FieldFrame {...frame}>
      <input {...input} {...controlProps(frame)} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps & ControlProps<ComponentProps<'textarea'>>;

/** TextField's multi-line sibling: a labelled textarea with its hint and its error. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { id, label, hint, error, describedBy, fieldClassName, ...textarea } = props;
  const frame = { id, label, hint, error, describedBy, fieldClassName };
  return (
    <FieldFrame {...frame}>
      <textarea {...textarea} {...controlProps(frame)} />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldFrameProps & ControlProps<ComponentProps<'select'>>;

/** A labelled select (its options are the children) with its hint and its error. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, hint, error, describedBy, fieldClassName, ...select } = props;
  const frame = { id, label, hint, error, describedBy, fieldClassName };
  return (
    <FieldFrame {...frame}>
      <select {...select} {...controlProps(frame)} />
    </FieldFrame>
  );
}
