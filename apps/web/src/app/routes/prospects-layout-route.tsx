import { ProspectsLayout } from '../../features/prospects/components/prospects-layout.tsx';

/** /prospects/* : the People search header and its Search / Lists tabs. */
export function ProspectsLayoutRoute() {
  return <ProspectsLayout />;
}
