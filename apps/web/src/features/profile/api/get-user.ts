import { userKeys } from '../../../shared/api/queryKeys';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { userSchema, type User } from '@fairfare/contracts/users';
import { apiPost } from '../../../shared/api/client';

/** `userapi/getusers` (docs/product/api.md user fetch): the logged-in rider, with the wallet (u_wallet). */
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

/** The rider as the service answered a change (the profile form). */
export function setUser(client: QueryClient, user: User): void {
  client.setQueryData(getUserQueryOptions().queryKey, user);
}

/** The wallet's new balance (a top-up's answer). */
export function setWallet(client: QueryClient, wallet: User['u_wallet']): void {
  client.setQueryData(getUserQueryOptions().queryKey, (old: User | undefined) =>
    old ? { ...old, u_wallet: wallet } : old,
  );
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
