import { useTranslation } from 'react-i18next';
import type { TipOptions } from '@fairfare/contracts/tips';
import { useFormatMoney } from '../../shared/hooks/useFormatMoney';

export const NONE = 'none';
export const CUSTOM = 'custom';

interface TipChoicesProps {
  /** The step's id: the radios' group name and the amount field's id start with it. */
  id: string;
  options: TipOptions;
  /** NONE, CUSTOM or a percent (as text). */
  choice: string;
  onChoose: (choice: string) => void;
  /** The custom amount as typed. */
  amount: string;
  onAmount: (amount: string) => void;
  invalid: boolean;
}

/** The tip's choices: none, each percent with what it costs, or a custom amount (up to the max). */
export function TipChoices(props: TipChoicesProps) {
  const { id, options, choice, onChoose, amount, onAmount, invalid } = props;
  const { t } = useTranslation('ride');
  const money = useFormatMoney();
  const cash = (value: number) => money(value, options.currency);
  return (
    <>
      <div className="tip-step__choices">
        <label className="tip-step__choice">
          <input
            type="radio"
            name={`${id}-tip`}
            value={NONE}
            checked={choice === NONE}
            onChange={() => onChoose(NONE)}
          />
          {t('tip.none')}
        </label>
        {options.percents.map((option) => (
          <label key={option.percent} className="tip-step__choice">
            <input
              type="radio"
              name={`${id}-tip`}
              value={String(option.percent)}
              checked={choice === String(option.percent)}
              onChange={() => onChoose(String(option.percent))}
            />
            {t('tip.percent', { percent: option.percent, amount: cash(option.amount) })}
          </label>
        ))}
        <label className="tip-step__choice">
          <input
            type="radio"
            name={`${id}-tip`}
            value={CUSTOM}
            checked={choice === CUSTOM}
            onChange={() => onChoose(CUSTOM)}
          />
          {t('tip.custom')}
        </label>
      </div>
      {choice === CUSTOM && (
        <div className="form-field">
          <label htmlFor={`${id}-amount`}>{t('tip.amount', { currency: options.currency })}</label>
          <p className="form-field__hint" id={`${id}-hint`}>
            {t('tip.hint', { max: cash(options.max_amount) })}
          </p>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min="0.01"
            max={options.max_amount}
            step="0.01"
            aria-describedby={`${id}-hint`}
            aria-invalid={invalid || undefined}
            value={amount}
            onChange={(event) => onAmount(event.target.value)}
          />
        </div>
      )}
    </>
  );
}
