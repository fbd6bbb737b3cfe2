import { FIRST_RIDE_ID } from '@fairfare/contracts/site-render';

/**
 * Removes the ride the service put into the first paint (FirstRide.tsx, decision 061): called
 * when the ride overlay shows the ride itself (or knows there is none), and when the page turns
 * out to have no rider signed in. Nothing else of the page refers to it.
 */
export function dropFirstRide(): void {
  document.getElementById(FIRST_RIDE_ID)?.remove();
}
