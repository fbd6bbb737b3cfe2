import { useEffect, type ReactNode } from 'react';
import { rememberedDriver } from '../shared/session';

/**
 * Whether the app takes over the sign-in the service sent ready-made in the page (decision 067)
 * by hydrating it: only when that is the screen it shows first, in the language it speaks, that
 * is, the page's sign-in is in the driver's language (`data-sign-in` on the root) and no driver
 * signed in on this phone. Otherwise the app renders its own screen over the page's.
 */
export function hydratesSignIn(root: HTMLElement, language: string): boolean {
  return root.dataset.signIn === language && !rememberedDriver();
}

/**
 * Calls `onHydrated` once its children are on the page: wrapped around the app when it hydrates
 * the sign-in, so that what the driver did meanwhile reaches it (earlyInput.ts). It renders
 * nothing of its own, so the markup is the service's.
 */
export function Hydrated({
  onHydrated,
  children,
}: {
  onHydrated: () => void;
  children?: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
