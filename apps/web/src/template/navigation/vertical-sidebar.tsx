import { ActionIcon, Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useState } from 'react';
import { updateLayoutSettings } from '../customizer/layout-settings.ts';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import { TemplateBrand } from './template-brand.tsx';
import { VerticalMenu } from './vertical-menu.tsx';
import classes from './vertical-sidebar.module.css';

interface VerticalSidebarProps {
  isCollapsed: boolean;
  className?: string;
  isSemiDark: boolean;
  /** False when the route fixes the menu's state (the collapsed-menu example): no pin/collapse button. */
  canToggle?: boolean;
}

/** The fixed sidebar of the vertical layout (wide screens); collapsible to icons. */
export function VerticalSidebar({ isCollapsed, className, isSemiDark, canToggle = true }: VerticalSidebarProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const t = useTemplateTranslation();
  const showsLabels = !isCollapsed || isExpanded;
  const toggleLabel = t(isCollapsed ? 'Pin the menu open' : 'Collapse the menu');
  return (
    <nav
      aria-label={t('Template navigation')}
      className={`${classes.sidebar} ${className ?? ''}`}
      data-collapsed={isCollapsed || undefined}
      data-expanded={isExpanded || undefined}
      data-mantine-color-scheme={isSemiDark ? 'dark' : undefined}
      onMouseEnter={() => setIsExpanded(true)}
      onMouseLeave={() => setIsExpanded(false)}
      onFocus={() => setIsExpanded(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsExpanded(false);
      }}
    >
      <Group className={classes.brand} justify="space-between" wrap="nowrap">
        <TemplateBrand isCompact={!showsLabels} />
        {showsLabels && canToggle ? (
          <Tooltip label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={toggleLabel}
              onClick={() => updateLayoutSettings({ isMenuCollapsed: !isCollapsed })}
            >
              {isCollapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <ScrollArea className={classes.scroll} type="hover">
        <VerticalMenu isCollapsed={!showsLabels} />
      </ScrollArea>
    </nav>
  );
}
