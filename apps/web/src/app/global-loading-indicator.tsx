import { useIsRequestRunning } from '../api/request-activity.ts';
import { TopLoadingBar } from '../shared/ui/top-loading-bar.tsx';

/** The thin top bar shown while any request runs (spec section 8). */
export function GlobalLoadingIndicator() {
  return <TopLoadingBar isActive={useIsRequestRunning()} />;
}
