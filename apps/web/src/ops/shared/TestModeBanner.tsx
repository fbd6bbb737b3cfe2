import { useTestMode } from '../../shared/settings/testMode';
import '../../shared/ui/testMode.css';

/**
 * Above every back-office screen while the sandbox takes payments (decision 047): refunds, wallet
 * credits and takings shown here move no real money. In English, as the whole back office is.
 */
export function OpsTestModeBanner() {
  if (!useTestMode()) return null;
  return (
    <p className="test-mode test-mode--banner" role="note">
      <strong>Test mode.</strong> Card payments go to the sandbox gateway: no real money is moved.
    </p>
  );
}
