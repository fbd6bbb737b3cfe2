import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';
import { CodeStep, type CodeStepProps } from './CodeStep';
import '../auth.css';

interface PhoneCodePageProps {
  title: string;
  intro: string;
  /** The code step once a code was sent; the form until then. */
  codeStep: CodeStepProps | null;
  /** A step after the code (a new number's account), shown instead of the form and code step. */
  laterStep?: ReactNode;
  /** The form's own error (from usePhoneCodeFlow). */
  alert: string | null;
  /** While the code is being asked for. */
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
  /** The line under the card that leads to the other page (login ↔ registration). */
  switchTo: ReactNode;
}

/**
 * The page around login and registration: its title and intro, the form (its alert, its fields
 * and its submit button) or, once a code was sent, the code step; and the link to the other page.
 */
export function PhoneCodePage(props: PhoneCodePageProps) {
  const { title, intro, codeStep, alert, sending, onSubmit, submitLabel, children } = props;
  const { t } = useTranslation('auth');
  return (
    <section className="container page auth-page" aria-labelledby="auth-title">
      <div className="auth-page__header">
        <h1 id="auth-title">{title}</h1>
        <p className="auth-page__lead">{intro}</p>
      </div>

      {props.laterStep ? (
        props.laterStep
      ) : codeStep ? (
        <CodeStep {...codeStep} />
      ) : (
        <form
          className="panel auth-card"
          aria-labelledby="auth-title"
          aria-busy={sending}
          noValidate
          onSubmit={onSubmit}
        >
          <FormAlert>{alert}</FormAlert>
          {children}
          <SubmitButton className="button button--primary auth-submit" sending={sending}>
            {sending ? t('sending') : submitLabel}
          </SubmitButton>
        </form>
      )}

      <p className="auth-page__switch">{props.switchTo}</p>
    </section>
  );
}
