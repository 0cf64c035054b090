import { PublicPricingPage } from '../../features/credits/components/public-pricing-page.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /pricing (public) */
export function PricingRoute() {
  useDocumentTitle('Pricing');
  return <PublicPricingPage />;
}
