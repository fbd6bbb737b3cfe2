import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@fairfare/contracts/api';
import { apiPost } from '../../../shared/api/client';

const loggedOutSchema = z.object({ logged_out: z.literal(true) });

/** `userapi/logout`: ends the session on the server and removes its cookie. */
export async function logout(): Promise<void> {
  loggedOutSchema.parse(await apiPost<unknown>(endpoints.users.logout, {}));
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
