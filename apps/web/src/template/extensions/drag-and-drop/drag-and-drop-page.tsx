import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { BoardLists } from './board-lists.tsx';
import { SortableList } from './sortable-list.tsx';

/** Drag & Drop: dnd-kit lists, by mouse, touch or keyboard, with screen-reader announcements. */
export function DragAndDropPage() {
  return (
    <ExtensionPage
      title="Drag & Drop"
      description="Reorder a list or move cards between lists with the mouse, a finger, or the keyboard (Space, the arrows, Space)."
    >
      <DemoCard title="Reorder a list" description="Drag a task up or down.">
        <SortableList />
      </DemoCard>
      <DemoCard title="Move between lists" description="Drag a card from To do to Done, or back.">
        <BoardLists />
      </DemoCard>
    </ExtensionPage>
  );
}
