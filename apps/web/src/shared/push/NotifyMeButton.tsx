import type { PushState } from './useWebPush';

export interface NotifyMeTexts {
  /** The button's name: "Notify me". */
  label: string;
  /** Said beside it when the browser's settings block notifications. */
  blocked: string;
  /** Said when turning them on or off failed. */
  failed: string;
}

/**
 * The "Notify me" switch: a button whose pressed state says whether this device is notified
 * (the browser asks its permission only after this tap). Nothing when it cannot work here.
 */
export function NotifyMeButton({
  state,
  toggle,
  failed,
  texts,
  className,
}: {
  state: PushState;
  toggle: () => void;
  failed: boolean;
  texts: NotifyMeTexts;
  className?: string;
}) {
  if (state === 'hidden') return null;
  return (
    <div className={className}>
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={state === 'on'}
        disabled={state === 'busy' || state === 'denied'}
        onClick={toggle}
      >
        {texts.label}
      </button>
      {state === 'denied' ? <p role="status">{texts.blocked}</p> : null}
      {failed ? <p role="alert">{texts.failed}</p> : null}
    </div>
  );
}
