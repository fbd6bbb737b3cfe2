import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@fairfare/contracts/api';
import { apiPost } from '../../../shared/api/client';
import { turnOff } from '../../../shared/push/webPush';

const loggedOutSchema = z.object({ logged_out: z.literal(true) });

/**
 * `userapi/logout`: ends the session on the server and removes its cookie. First this browser's
 * Web Push subscription goes (decision 059), as in the driver app: the next rider signed in on
 * it is not notified of this rider's choice, nor re-subscribed by it without a tap.
 */
export async function logout(): Promise<void> {
  const registration =
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? await navigator.serviceWorker.getRegistration().catch(() => undefined)
      : undefined;
  if (registration) await turnOff('rider', registration).catch(() => undefined);
  loggedOutSchema.parse(await apiPost<unknown>(endpoints.users.logout, {}));
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
