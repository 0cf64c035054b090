import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useCallback } from 'react';
import { resetLayoutSettings, type Skin, updateLayoutSettings, useLayoutSettings } from './layout-settings.ts';

/**
 * The skin in effect and its setter. Darkness is Mantine's colour scheme (shared with the product),
 * so the dark skin follows it: a dark scheme shows the dark skin, and choosing a skin sets the scheme.
 */
export function useSkin(): { skin: Skin; setSkin: (skin: Skin) => void; resetLayout: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light');
  const { skin: storedSkin } = useLayoutSettings();
  const skin: Skin = colorScheme === 'dark' ? 'dark' : storedSkin === 'dark' ? 'light' : storedSkin;

  const setSkin = useCallback(
    (next: Skin) => {
      updateLayoutSettings({ skin: next });
      setColorScheme(next === 'dark' ? 'dark' : 'light');
    },
    [setColorScheme],
  );

  const resetLayout = useCallback(() => {
    resetLayoutSettings();
    setColorScheme('light');
  }, [setColorScheme]);

  return { skin, setSkin, resetLayout };
}
