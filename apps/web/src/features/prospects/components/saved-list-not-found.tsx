import { IconListDetails } from '@tabler/icons-react';
import { CenteredState } from '../../../shared/ui/centered-state.tsx';

/** A list id that names no list of the organisation. */
export function SavedListNotFound() {
  return (
    <CenteredState
      icon={<IconListDetails size={34} stroke={1.6} />}
      title="This list could not be found"
      description="The link may be mistyped, or someone in your organisation deleted the list."
      actionTo="/prospects/lists"
      actionLabel="Back to lists"
    />
  );
}
