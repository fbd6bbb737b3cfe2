import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { counterSteps, withinBounds } from './counterSteps';

interface CounterPanelProps {
  /** The amount the steps start from (the rider's fare or counter-offer). */
  from: number;
  min: number;
  max: number;
  money: (amount: number) => string;
  busy: boolean;
  onSend: (amount: number) => void;
}

/**
 * The driver's own price: one tap on a quick step (+5 %, +10 %…) sends it, or a typed amount
 * within the trip's bounds. The service checks the bounds again; the panel only saves a refusal.
 */
export function CounterPanel({ from, min, max, money, busy, onSend }: CounterPanelProps) {
  const { t } = useTranslation('drive');
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const steps = counterSteps(from, min, max);
  const send = () => {
    const amount = Number(typed.replace(',', '.'));
    if (!withinBounds(amount, min, max)) {
      setWrong(true);
      return;
    }
    setWrong(false);
    onSend(amount);
  };
  return (
    <div className="drive-counter">
      {steps.length > 0 ? (
        <ul className="drive-counter__steps" aria-label={t('requests.quickSteps')}>
          {steps.map((step) => (
            <li key={step.percent}>
              <button
                type="button"
                className="button button--secondary drive-counter__step"
                disabled={busy}
                onClick={() => onSend(step.amount)}
              >
                {t('requests.step', { percent: step.percent, amount: money(step.amount) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="drive-counter__own">
        <label htmlFor={fieldId}>{t('requests.yourPrice')}</label>
        <input
          id={fieldId}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          aria-describedby={hintId}
          aria-invalid={wrong || undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button
          type="button"
          className="button button--primary"
          disabled={busy || typed.trim() === ''}
          onClick={send}
        >
          {t('requests.sendPrice')}
        </button>
        <p id={hintId} className={wrong ? 'drive-error' : 'drive-hint'}>
          {t('requests.bounds', { min: money(min), max: money(max) })}
        </p>
      </div>
    </div>
  );
}
