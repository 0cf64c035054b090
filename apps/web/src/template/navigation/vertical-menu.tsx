import { NavLink, Stack, Text } from '@mantine/core';
import { IconCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import { hasActiveLink, isMenuGroup, isMenuLinkActive, type MenuGroup, type MenuItem, templateMenu } from './menu.ts';
import classes from './vertical-menu.module.css';

interface VerticalMenuProps {
  /** Icons only: labels and open groups hide (the sidebar widens again on hover or focus). */
  isCollapsed?: boolean;
}

const navLinkClassNames = {
  root: classes.link,
  label: classes.label,
  chevron: classes.chevron,
  children: classes.children,
};

/**
 * A group: a button (not a link without an address, whose role would forbid its accessible name) that
 * opens and closes its children and says whether it is open.
 */
function VerticalMenuGroup({
  item,
  label,
  icon,
  pathname,
  depth,
}: {
  item: MenuGroup;
  label: string;
  icon: ReactNode;
  pathname: string;
  depth: number;
}) {
  const isActive = hasActiveLink(item, pathname);
  const [isOpen, setIsOpen] = useState(isActive);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      aria-label={label}
      aria-expanded={isOpen}
      leftSection={icon}
      opened={isOpen}
      onChange={setIsOpen}
      active={isActive}
      variant="subtle"
      classNames={navLinkClassNames}
    >
      {item.children.map((child) => (
        <VerticalMenuItem key={child.id} item={child} pathname={pathname} depth={depth + 1} />
      ))}
    </NavLink>
  );
}

function VerticalMenuItem({ item, pathname, depth }: { item: MenuItem; pathname: string; depth: number }) {
  const ItemIcon = depth > 0 ? IconCircle : item.icon;
  const icon = <ItemIcon size={depth > 0 ? 10 : 20} stroke={1.75} aria-hidden />;
  const t = useTemplateTranslation();
  const label = t(item.title);
  // The collapsed menu hides the visible label (icons only); the accessible name stays.
  if (isMenuGroup(item)) {
    return <VerticalMenuGroup item={item} label={label} icon={icon} pathname={pathname} depth={depth} />;
  }
  const isActive = isMenuLinkActive(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={label}
      aria-label={label}
      leftSection={icon}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      variant="filled"
      classNames={navLinkClassNames}
    />
  );
}

/** The template menu as a tree of links and collapsible groups, for the sidebar and the phone drawer. */
export function VerticalMenu({ isCollapsed = false }: VerticalMenuProps) {
  const { pathname } = useLocation();
  const t = useTemplateTranslation();
  return (
    <Stack gap={0} className={classes.menu} data-collapsed={isCollapsed || undefined}>
      {templateMenu.map((section) => (
        <div key={section.id}>
          <Text className={classes.sectionTitle}>{isCollapsed ? '…' : t(section.title)}</Text>
          {section.items.map((item) => (
            <VerticalMenuItem key={item.id} item={item} pathname={pathname} depth={0} />
          ))}
        </div>
      ))}
    </Stack>
  );
}
