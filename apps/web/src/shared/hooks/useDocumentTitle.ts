import { createContext, useContext, useEffect } from 'react';

/**
 * Receives the document title of a page the service renders (decision 020), where no effect
 * runs; null in the browser.
 */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/** "<title> · FairFare", or "FairFare" alone. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · FairFare` : 'FairFare';
}

/** Sets the document title of a page to "<title> · FairFare" (or "FairFare" alone). */
export function useDocumentTitle(title: string | undefined): void {
  const tellService = useContext(DocumentTitleContext);
  tellService?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
