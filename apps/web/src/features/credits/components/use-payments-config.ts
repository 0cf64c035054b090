import type { PaymentsConfig } from '@leadpilot/contracts';
import { useGetAppConfigQuery } from '../../../app/providers/get-app-config.ts';

const notConfigured: PaymentsConfig = {
  isEnabled: false,
  keyId: null,
  checkoutScriptUrl: null,
  isTestPurchaseEnabled: false,
};

/** The installation's payment settings; "not configured" while loading or when the server has none. */
export function usePaymentsConfig(): PaymentsConfig {
  const { data } = useGetAppConfigQuery();
  return data?.payments ?? notConfigured;
}
