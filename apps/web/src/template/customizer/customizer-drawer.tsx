import { ActionIcon, Button, Divider, Drawer, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh, IconSettings } from '@tabler/icons-react';
import type { TemplateMessage } from '../i18n/messages.ts';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import classes from './customizer-drawer.module.css';
import { CustomizerOption } from './customizer-option.tsx';
import {
  contentWidths,
  directions,
  footerTypes,
  menuLayouts,
  navbarTypes,
  skins,
  updateLayoutSettings,
  useLayoutSettings,
} from './layout-settings.ts';
import { useSkin } from './use-skin.ts';

const skinLabels = { light: 'Light', bordered: 'Bordered', dark: 'Dark', 'semi-dark': 'Semi dark' } as const;
const widthLabels = { boxed: 'Boxed', full: 'Full width' } as const;
const directionLabels = { ltr: 'Left to right', rtl: 'Right to left' } as const;
const layoutLabels = { horizontal: 'Horizontal', vertical: 'Vertical' } as const;
const barLabels = { sticky: 'Sticky', static: 'Static', hidden: 'Hidden' } as const;

/** The customizer's option names in the chosen language. */
function translated<Value extends string>(
  labels: Record<Value, TemplateMessage>,
  t: (message: TemplateMessage) => string,
): Record<Value, string> {
  return Object.fromEntries(
    Object.entries<TemplateMessage>(labels).map(([value, label]) => [value, t(label)]),
  ) as Record<Value, string>;
}

/** The theme customizer: a tab on the inline end opening a drawer of layout settings, saved in this browser. */
export function CustomizerDrawer() {
  const [isOpen, { open, close }] = useDisclosure(false);
  const settings = useLayoutSettings();
  const { skin, setSkin, resetLayout } = useSkin();
  const t = useTemplateTranslation();
  return (
    <>
      <ActionIcon className={classes.toggle} size="xl" aria-label={t('Open the theme customizer')} onClick={open}>
        <IconSettings size={22} />
      </ActionIcon>
      <Drawer
        opened={isOpen}
        onClose={close}
        // Mantine places drawers with flexbox, so "right" is the inline end: the left edge right to left.
        position="right"
        size={360}
        title={
          <div>
            <Text fw={650} size="lg">
              {t('Theme customizer')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('Customize and preview in real time')}
            </Text>
          </div>
        }
        closeButtonProps={{ 'aria-label': t('Close the theme customizer') }}
      >
        <Stack gap="lg">
          <CustomizerOption
            label={t('Skin')}
            value={skin}
            options={skins}
            optionLabels={translated(skinLabels, t)}
            onChange={setSkin}
          />
          <CustomizerOption
            label={t('Content width')}
            value={settings.contentWidth}
            options={contentWidths}
            optionLabels={translated(widthLabels, t)}
            onChange={(contentWidth) => updateLayoutSettings({ contentWidth })}
          />
          <CustomizerOption
            label={t('Direction')}
            value={settings.direction}
            options={directions}
            optionLabels={translated(directionLabels, t)}
            onChange={(direction) => updateLayoutSettings({ direction })}
          />
          <Divider />
          <CustomizerOption
            label={t('Menu layout')}
            value={settings.menuLayout}
            options={menuLayouts}
            optionLabels={translated(layoutLabels, t)}
            onChange={(menuLayout) => updateLayoutSettings({ menuLayout })}
          />
          {settings.menuLayout === 'vertical' ? (
            <Switch
              label={t('Collapsed menu')}
              description={t('Icons only; the menu widens while you use it')}
              checked={settings.isMenuCollapsed}
              onChange={(event) => updateLayoutSettings({ isMenuCollapsed: event.currentTarget.checked })}
            />
          ) : null}
          <CustomizerOption
            label={t('Navbar type')}
            value={settings.navbarType}
            options={navbarTypes}
            optionLabels={translated(barLabels, t)}
            onChange={(navbarType) => updateLayoutSettings({ navbarType })}
          />
          <CustomizerOption
            label={t('Footer type')}
            value={settings.footerType}
            options={footerTypes}
            optionLabels={translated(barLabels, t)}
            onChange={(footerType) => updateLayoutSettings({ footerType })}
          />
          <Divider />
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={resetLayout}>
            {t('Reset to defaults')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
