import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  promoResultSchema,
  type ApplyPromoRequest,
  type PromoResult,
} from '@fairfare/contracts/booking';
import { apiPost } from '../../../shared/api/client';

/**
 * `promoapi/applypromo` (rider only): the discount a code gives on the rider's offer. Nothing is
 * recorded: the server applies the code again when the trip is saved.
 */
export async function applyPromo(request: ApplyPromoRequest): Promise<PromoResult> {
  const response = await apiPost<unknown>(endpoints.promos.apply, request);
  return promoResultSchema.parse(response);
}

export function useApplyPromo() {
  return useMutation({ mutationFn: applyPromo });
}
