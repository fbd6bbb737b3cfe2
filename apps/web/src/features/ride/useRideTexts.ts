import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The namespaces of the popups a ride shows later on, which the page may not have loaded: the
 * ride's own, the pay modes' names (`places`, in the trip summary), the card form's (`payments`,
 * in the payment popup) and the raise of the fare's (`booking`, over the offers).
 */
export const RIDE_NAMESPACES = ['ride', 'places', 'payments', 'booking'] as const;

/**
 * While the rider has a trip (`inRide`), loads the texts of every popup the ride can still show.
 * A popup whose texts are missing suspends, and React hides the overlay's popup on screen until
 * they arrive: the trip's status would blink away when the ride ends and the next popup needs
 * texts no page had asked for yet.
 */
export function useRideTexts(inRide: boolean): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (inRide) void i18n.loadNamespaces([...RIDE_NAMESPACES]);
  }, [inRide, i18n]);
}
