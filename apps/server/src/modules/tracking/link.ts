/**
 * The tracking page of a trip's token at the site's public address (`PUBLIC_BASE_URL`, decision
 * 027), for the texts that carry the link (a shared ride, the passenger of a ride booked for
 * someone else). Never built from a request's Host, which the caller chooses.
 */
export function trackUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/track?trip=${encodeURIComponent(token)}`;
}
