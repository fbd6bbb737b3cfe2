import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DriverOffer, OpenRequest } from '@fairfare/contracts/drivers';
import { driverApi } from '../../shared/driverApi';
import { openRequestsKey } from '../../shared/queryKeys';

/** Puts the driver's new or answered offer on the request in the list at once. */
function useOfferSaved() {
  const queryClient = useQueryClient();
  return (offer: DriverOffer) => {
    queryClient.setQueryData<{ requests: OpenRequest[] }>(openRequestsKey, (list) =>
      list
        ? {
            requests: list.requests.map((r) =>
              r.trip_id === offer.trip_id ? { ...r, my_offer: offer } : r,
            ),
          }
        : list,
    );
  };
}

/**
 * What the driver can do with a request, as the service takes it: offer a price, or answer the
 * rider's counter-offer (accept, decline, or counter once more); and whether the own-price panel
 * is open. The service's answer goes on the request in the list and closes the panel.
 */
export function useRequestOffer(request: OpenRequest) {
  const [countering, setCountering] = useState(false);
  const saved = useOfferSaved();
  const onSaved = (answer: DriverOffer) => {
    setCountering(false);
    saved(answer);
  };
  const offer = useMutation({
    mutationFn: (value: number) => driverApi.sendOffer(request.trip_id, value),
    onSuccess: onSaved,
  });
  const answer = useMutation({
    mutationFn: (value: { accept: boolean; offer_amt?: number }) =>
      driverApi.answerCounter(request.trip_id, value),
    onSuccess: onSaved,
  });
  return {
    countering,
    toggleCountering: () => setCountering((open) => !open),
    offer: (value: number) => offer.mutate(value),
    accept: () => answer.mutate({ accept: true }),
    decline: () => answer.mutate({ accept: false }),
    counter: (value: number) => answer.mutate({ accept: false, offer_amt: value }),
    busy: offer.isPending || answer.isPending,
    failure: offer.error ?? answer.error,
  };
}

export type RequestOffer = ReturnType<typeof useRequestOffer>;
