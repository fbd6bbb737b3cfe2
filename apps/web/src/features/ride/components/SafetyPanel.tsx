import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { errorText, isUnauthorized } from '../../../shared/api/errorText';
import { config } from '../../../shared/config';
import { recordSafetyEvent, useShareWithContacts } from '../../../domain/safety/api';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogClose } from '../../../shared/ui/dialog/DialogParts';
import { telHref } from '../../../shared/ui/telHref';
import { toast } from '../../../shared/ui/toast';

/** Shown until the service names the trip city's number (and if it cannot be reached). */
const FALLBACK_EMERGENCY_NUMBER = '911';

/**
 * The safety panel of the ride overlay (issue 14): the city's emergency number to call, the ride
 * shared with every trusted contact in one tap, and FairFare's support line. Opening it, calling
 * and sharing are recorded on the trip for the operator (with the time and the driver's position).
 */
export function SafetyPanel({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const { t } = useTranslation('safety');
  const [emergency, setEmergency] = useState(FALLBACK_EMERGENCY_NUMBER);
  // 'We have noted this on your trip.' answers what the rider did (called, shared), not opening
  // the panel to look (issue 26): that alone said it, as if something had been reported
  const [noted, setNoted] = useState(false);
  const share = useShareWithContacts();

  useEffect(() => {
    let live = true;
    recordSafetyEvent({ trip_id: trip.trip_id, kind: 'opened' }).then(
      (panel) => {
        if (live) setEmergency(panel.emergency_number);
      },
      (err: unknown) => console.warn('could not record the safety event', err),
    );
    return () => {
      live = false;
    };
  }, [trip.trip_id]);

  const shareAll = () => {
    if (share.isPending) return;
    share.mutate(
      { trip_id: trip.trip_id },
      {
        onSuccess: ({ sent }) => {
          setNoted(true);
          toast.success(t('share.sent', { count: sent }));
        },
        onError: (err) => {
          if (!isUnauthorized(err)) toast.error(errorText(err));
        },
      },
    );
  };

  return (
    <Dialog title={t('panel.title')} className="safety-panel">
      <a
        className="button button--danger safety-panel__call"
        href={telHref(emergency)}
        onClick={() => {
          setNoted(true);
          void recordSafetyEvent({ trip_id: trip.trip_id, kind: 'called_emergency' }).catch(
            () => undefined,
          );
        }}
      >
        {t('panel.emergency', { number: emergency })}
      </a>
      <button
        type="button"
        className="button button--primary"
        onClick={shareAll}
        aria-disabled={share.isPending || undefined}
      >
        {t('panel.shareAll')}
      </button>
      <a className="button button--secondary" href={telHref(config.supportPhone)}>
        {t('panel.support')} <span className="safety-panel__number">{config.supportPhone}</span>
      </a>
      {/* always there, so that screen readers announce the note when it comes */}
      <p className="safety-panel__note" role="status">
        {noted && t('panel.recorded')}
      </p>
      <DialogClose label={t('panel.close')} onClose={onClose} />
    </Dialog>
  );
}
