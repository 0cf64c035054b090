import { useEffect } from 'react';

export const productName = 'Leadpilot';

/** Sets the browser tab title to "<page> · Leadpilot". */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${productName}` : productName;
  }, [pageTitle]);
}
