import { useEffect } from 'react';

/** Sets the document title of a page to "<title> · FairFare" (or "FairFare" alone). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · FairFare` : 'FairFare';
  }, [title]);
}
