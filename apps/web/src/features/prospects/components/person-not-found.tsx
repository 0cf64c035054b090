import { IconUserQuestion } from '@tabler/icons-react';
import { CenteredState } from '../../../shared/ui/centered-state.tsx';

/** A person id that names nobody. */
export function PersonNotFound() {
  return (
    <CenteredState
      icon={<IconUserQuestion size={34} stroke={1.6} />}
      title="This person could not be found"
      description="The link may be mistyped, or the person is no longer in the people data."
      actionTo="/prospects"
      actionLabel="Back to people search"
    />
  );
}
