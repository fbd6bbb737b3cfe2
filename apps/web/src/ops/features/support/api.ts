import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { olderPagesQuery, type OlderPage } from '../../shared/olderPagesQuery';
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
export const backToSearch = { to: '/support', labelKey: 'support.backToSearch' } as const;

interface RidersPage extends OlderPage {
  riders: OpsRider[];
}

/** Riders whose name, phone or e-mail matches what was typed, newest first, a page at a time. */
export function ridersQuery(query: string) {
  return olderPagesQuery<RidersPage>([...KEY, 'riders', query], opsSupportPaths.findRiders, {
    query,
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
