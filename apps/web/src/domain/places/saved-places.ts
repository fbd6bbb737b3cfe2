/**
 * The rider's saved places (issue 14; contracts savedPlaces.ts): Home, Work and favourites, and
 * the recent places of their trips. My Account changes them; the booking form offers them.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import {
  deleteSavedPlaceResponseSchema,
  savedPlaceSchema,
  savedPlacesResponseSchema,
  type SavedPlace,
  type SavedPlacesResponse,
  type SaveSavedPlaceRequest,
} from '@fairfare/contracts/savedPlaces';
import { apiPost } from '../../shared/api/client';

export const SAVED_PLACES_KEY = ['savedPlaces'] as const;

/** `savedplaceapi/getsavedplaces`: the rider's places (Home, Work, favourites) and recent ones. */
export async function getSavedPlaces(signal?: AbortSignal): Promise<SavedPlacesResponse> {
  const response = await apiPost<unknown>(endpoints.savedPlaces.list, {}, signal);
  return savedPlacesResponseSchema.parse(response);
}

/** `savedplaceapi/savesavedplace`: adds or changes a place (Home and Work replace their own). */
export async function saveSavedPlace(body: SaveSavedPlaceRequest): Promise<SavedPlace> {
  return savedPlaceSchema.parse(await apiPost<unknown>(endpoints.savedPlaces.save, body));
}

/** `savedplaceapi/deletesavedplace`: removes one of the rider's places. */
export async function deleteSavedPlace(savedPlaceId: number): Promise<void> {
  deleteSavedPlaceResponseSchema.parse(
    await apiPost<unknown>(endpoints.savedPlaces.delete, { saved_place_id: savedPlaceId }),
  );
}

/** The rider's saved and recent places; only asked when `enabled` (a rider is logged in). */
export function useSavedPlaces(enabled = true) {
  return useQuery({
    queryKey: SAVED_PLACES_KEY,
    queryFn: ({ signal }) => getSavedPlaces(signal),
    enabled,
  });
}

/** A booking made a recent place: the list is read again. */
export function recentPlacesChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: SAVED_PLACES_KEY });
}

/** Saves a place, then reads the list again (a new Home may have replaced another place). */
export function useSaveSavedPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSavedPlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_PLACES_KEY }),
  });
}

/** Removes a place: the list drops it at once and is then read again. */
export function useDeleteSavedPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedPlace,
    onSuccess: (_, id) => {
      queryClient.setQueryData<SavedPlacesResponse>(SAVED_PLACES_KEY, (data) =>
        data ? { ...data, places: data.places.filter((p) => p.saved_place_id !== id) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: SAVED_PLACES_KEY });
    },
  });
}
