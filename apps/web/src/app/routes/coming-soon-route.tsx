import { Badge } from '@mantine/core';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { CenteredState } from '../../shared/ui/centered-state.tsx';
import type { ProductArea } from '../navigation/product-areas.tsx';

/** A product area that is not built yet: what it will do, and the way back home. */
export function ComingSoonRoute({ area }: { area: ProductArea }) {
  useDocumentTitle(area.label);
  const Icon = area.icon;
  return (
    <CenteredState
      icon={<Icon size={34} stroke={1.6} />}
      title={area.label}
      description={area.description}
      eyebrow={
        <Badge variant="light" color="indigo" size="lg">
          Coming soon
        </Badge>
      }
    />
  );
}
