import { createContext, useContext } from 'react';

export interface Analytics {
  /** Records a product event; does nothing while analytics is off. */
  capture: (event: string, properties?: Record<string, string | number | boolean>) => void;
  isEnabled: boolean;
}

export const inertAnalytics: Analytics = { capture: () => undefined, isEnabled: false };

export const AnalyticsContext = createContext<Analytics>(inertAnalytics);

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
