import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';

interface PointerMenuProps {
  position: { x: number; y: number } | null;
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/** A Mantine Menu opened at a point of the screen (the pointer, or the element the keyboard is on). */
export function PointerMenu({ position, label, onClose, children }: PointerMenuProps) {
  return (
    <Menu
      opened={position !== null}
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      offset={2}
      width={200}
      shadow="md"
      withinPortal
      returnFocus={false}
      // Not keydown (Mantine's default for menus): the very key that opens the menu would close it.
      clickOutsideEvents={['mousedown', 'touchstart']}
    >
      <Menu.Target>
        <div
          aria-hidden
          style={{ position: 'fixed', left: position?.x ?? 0, top: position?.y ?? 0, width: 0, height: 0 }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>{children}</Menu.Dropdown>
    </Menu>
  );
}
