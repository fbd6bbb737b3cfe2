import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back to where the rider came from on this site, or to `fallback` when they arrived here first. */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // the first entry of a visit has the key 'default': there is nothing of ours to go back to
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback);
  }, [navigate, key, fallback]);
}
