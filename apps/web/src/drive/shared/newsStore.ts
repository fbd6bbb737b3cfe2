import { useSyncExternalStore } from 'react';
import type { OpenRequest } from '@fairfare/contracts/drivers';
import type { DriverNews } from './pushNews';

/** A piece of news, when it came, and the request it is about as the list last showed it. */
export interface NewsEntry {
  news: DriverNews;
  at: number;
  request: OpenRequest | null;
}

/**
 * The latest news of each trip (a counter-offer, a decline, another driver winning...) and the
 * latest news about a ride that ended under the driver (the rider cancelled) or a tip, kept until
 * the driver dismisses it or newer news replaces it. Module state: a push arrives once, wherever
 * the driver is in the app.
 */
let entries: NewsEntry[] = [];
let rideNotice: DriverNews | null = null;
const listeners = new Set<() => void>();

function changed() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addNews(news: DriverNews, request: OpenRequest | null, at = Date.now()): void {
  entries = [...entries.filter((e) => e.news.trip_id !== news.trip_id), { news, at, request }];
  if (news.kind === 'cancelled' || news.kind === 'tip') rideNotice = news;
  changed();
}

export function dismissRideNotice(): void {
  rideNotice = null;
  changed();
}

/** Forgets everything (the driver signed out). */
export function clearNews(): void {
  entries = [];
  rideNotice = null;
  changed();
}

export function useNewsEntries(): readonly NewsEntry[] {
  return useSyncExternalStore(subscribe, () => entries);
}

export function useTripNews(tripId: number): DriverNews | undefined {
  return useNewsEntries().find((e) => e.news.trip_id === tripId)?.news;
}

export function useRideNotice(): DriverNews | null {
  return useSyncExternalStore(subscribe, () => rideNotice);
}
