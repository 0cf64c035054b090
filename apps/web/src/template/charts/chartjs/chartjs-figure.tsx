import type { ReactNode } from 'react';
import { chartHeight } from '../charts-page.tsx';

/** The box a Chart.js canvas fills: Chart.js sizes itself to a positioned parent of fixed height. */
export function ChartJsFigure({ children }: { children: ReactNode }) {
  return <div style={{ position: 'relative', height: chartHeight }}>{children}</div>;
}
