import { RIDE_ISLAND_ID } from '@fairfare/contracts/site-render';

/**
 * The islands of a content page (issue 27, decision 028): the service puts the ride overlay's
 * element into the page only for a rider with a trip to show; then, and only then, React and the
 * overlay load (a chunk of their own) and render into it. Returns whether one started.
 */
export function startIslands(
  root: Document,
  loadRideIsland: () => Promise<{ mountRideIsland: (element: HTMLElement) => void }> = () =>
    import('../islands/rideIsland'),
): boolean {
  const element = root.getElementById(RIDE_ISLAND_ID);
  if (!element) return false;
  loadRideIsland().then(
    ({ mountRideIsland }) => mountRideIsland(element),
    (err: unknown) => console.error('the ride overlay could not be loaded', err),
  );
  return true;
}
