import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  opsSupportPaths,
  type AdjustWalletAnswer,
  type AdjustWalletRequest,
  type CancelStuckTripRequest,
  type ClearLockoutRequest,
  type CodeLockout,
  type OpsPayment,
  type OpsRefund,
  type OpsRider,
  type OpsRiderDetail,
  type OpsTripDetail,
  type DecideWalletCreditRequest,
  type RefundRequest,
  type WalletCredit,
} from '@fairfare/contracts/ops-support';
import { apiPost } from '../../../shared/api/client';

const KEY = ['ops', 'support'] as const;

/** Where a rider's or a trip's page leads back to. */
export const backToSearch = { to: '/support', label: 'Back to the search' };

/** Riders whose phone matches what support typed (null: nothing searched yet). */
export function ridersQuery(phone: string | null) {
  return queryOptions({
    queryKey: [...KEY, 'riders', phone],
    queryFn: ({ signal }) =>
      apiPost<{ riders: OpsRider[] }>(opsSupportPaths.findRiders, { phone }, signal).then(
        (r) => r.riders,
      ),
    enabled: phone !== null,
  });
}

export function riderQuery(userId: number) {
  return queryOptions({
    queryKey: [...KEY, 'rider', userId],
    queryFn: ({ signal }) =>
      apiPost<OpsRiderDetail>(opsSupportPaths.rider, { user_id: userId }, signal),
  });
}

export function tripQuery(tripId: number) {
  return queryOptions({
    queryKey: [...KEY, 'trip', tripId],
    queryFn: ({ signal }) =>
      apiPost<OpsTripDetail>(opsSupportPaths.trip, { trip_id: tripId }, signal),
  });
}

/** Every support change reloads what the screens show of riders and trips. */
function useSupportMutation<B, T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<T>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useRefund = () =>
  useSupportMutation<RefundRequest, { refund: OpsRefund; payment: OpsPayment }>(
    opsSupportPaths.refund,
  );
export const useAdjustWallet = () =>
  useSupportMutation<AdjustWalletRequest, AdjustWalletAnswer>(opsSupportPaths.adjustWallet);

/** Credits above their city's limit waiting for a second staff member (decision 047). */
export const walletCreditsQuery = queryOptions({
  queryKey: [...KEY, 'walletCredits'],
  queryFn: ({ signal }) =>
    apiPost<{ credits: WalletCredit[] }>(opsSupportPaths.walletCredits, {}, signal).then(
      (r) => r.credits,
    ),
});

export const useDecideWalletCredit = () =>
  useSupportMutation<DecideWalletCreditRequest, WalletCredit>(opsSupportPaths.decideWalletCredit);
export const useCancelTrip = () =>
  useSupportMutation<CancelStuckTripRequest, OpsTripDetail>(opsSupportPaths.cancelTrip);
export const useClearLockout = () =>
  useSupportMutation<ClearLockoutRequest, CodeLockout>(opsSupportPaths.clearLockout);
