import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { chartHeight } from '../charts-page.tsx';

/** A Recharts chart as one named picture, the width of its card. */
export function RechartsFigure({ label, children }: { label: string; children: ReactElement }) {
  return (
    <div role="img" aria-label={label} style={{ height: chartHeight }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
