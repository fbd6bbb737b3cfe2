import { userKeys } from '../../../shared/api/queryKeys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { userSchema, type User } from '@fairfare/contracts/users';
import { apiPost } from '../../../shared/api/client';

/** `userapi/getusers` (spec §7 user fetch): the logged-in rider, with the wallet (u_wallet). */
export async function getUser(signal?: AbortSignal): Promise<User> {
  const response = await apiPost<unknown>(endpoints.users.get, {}, signal);
  return userSchema.parse(response);
}

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.me,
    queryFn: ({ signal }) => getUser(signal),
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
