/** A tel: address from a displayed phone number ("+1 (519) 555-0142" → "tel:+15195550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
