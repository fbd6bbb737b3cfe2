import { userKeys } from '../../../shared/api/queryKeys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { userSchema } from '@fairfare/contracts/users';
import { apiPost } from '../../../shared/api/client';

/** The wallet of the logged-in rider, from the user fetch (docs/product/api.md, reading u_wallet). */
export interface Wallet {
  balance: number;
  currency: string;
}

/** `userapi/getusers` (the same call as My Account's; features do not share code). */
export async function getWallet(signal?: AbortSignal): Promise<Wallet> {
  const user = userSchema.parse(await apiPost<unknown>(endpoints.users.get, {}, signal));
  return { balance: user.u_wallet, currency: user.wallet_currency };
}

/** Under 'users' so that refreshing the rider (after a wallet payment) refreshes this too. */
export const walletQuery = () =>
  queryOptions({
    queryKey: userKeys.wallet(),
    queryFn: ({ signal }) => getWallet(signal),
    // read fresh each time the selector opens: a top-up may have happened in another tab
    staleTime: 0,
  });

export function useWallet() {
  return useQuery(walletQuery());
}
