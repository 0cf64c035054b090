import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import { hasActiveLink, isMenuGroup, isMenuLinkActive, type MenuItem, type MenuSection, templateMenu } from './menu.ts';

function itemIcon(item: MenuItem, depth: number) {
  const ItemIcon = depth > 0 ? IconCircle : item.icon;
  return <ItemIcon size={depth > 0 ? 10 : 18} stroke={1.75} aria-hidden />;
}

function HorizontalMenuItem({ item, pathname, depth }: { item: MenuItem; pathname: string; depth: number }) {
  const t = useTemplateTranslation();
  if (isMenuGroup(item)) {
    const isActive = hasActiveLink(item, pathname);
    return (
      <Menu.Sub>
        <Menu.Sub.Target>
          <Menu.Sub.Item
            leftSection={itemIcon(item, depth)}
            fw={isActive ? 600 : undefined}
            c={isActive ? 'indigo' : undefined}
          >
            {t(item.title)}
          </Menu.Sub.Item>
        </Menu.Sub.Target>
        <Menu.Sub.Dropdown miw={200}>
          {item.children.map((child) => (
            <HorizontalMenuItem key={child.id} item={child} pathname={pathname} depth={depth + 1} />
          ))}
        </Menu.Sub.Dropdown>
      </Menu.Sub>
    );
  }
  const isActive = isMenuLinkActive(item, pathname);
  return (
    <Menu.Item
      component={Link}
      to={item.path}
      leftSection={itemIcon(item, depth)}
      aria-current={isActive ? 'page' : undefined}
      fw={isActive ? 600 : undefined}
      c={isActive ? 'indigo' : undefined}
      bg={isActive ? 'var(--mantine-primary-color-light)' : undefined}
    >
      {t(item.title)}
    </Menu.Item>
  );
}

function HorizontalMenuSection({ section, pathname }: { section: MenuSection; pathname: string }) {
  const isActive = section.items.some((item) => hasActiveLink(item, pathname));
  const SectionIcon = section.icon;
  const t = useTemplateTranslation();
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={160} position="bottom-start" offset={6} shadow="md" loop>
      <Menu.Target>
        <Button
          variant={isActive ? 'filled' : 'subtle'}
          color={isActive ? undefined : 'gray'}
          leftSection={<SectionIcon size={18} stroke={1.75} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          fw={500}
        >
          {t(section.title)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown miw={220}>
        {section.items.map((item) => (
          <HorizontalMenuItem key={item.id} item={item} pathname={pathname} depth={0} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The template menu as a bar of dropdowns (wide screens), opened by click, hover or keyboard. */
export function HorizontalMenu() {
  const { pathname } = useLocation();
  const t = useTemplateTranslation();
  return (
    <Group component="nav" aria-label={t('Template navigation')} gap={4} py={8}>
      {templateMenu.map((section) => (
        <HorizontalMenuSection key={section.id} section={section} pathname={pathname} />
      ))}
    </Group>
  );
}
