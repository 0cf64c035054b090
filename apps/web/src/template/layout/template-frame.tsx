import { DirectionProvider } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Direction, useLayoutSettings } from '../customizer/layout-settings.ts';
import { templateI18n, useApplyTemplateLanguage, useTemplateLanguage } from '../i18n/template-i18n.ts';

/** Sets the document's direction while the template is shown; the product is always left to right. */
function useApplyDirection(direction: Direction) {
  useEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    return () => {
      root.dir = 'ltr';
    };
  }, [direction]);
}

/**
 * What every template page shares, with or without the shell: the chosen language (i18next) and
 * reading direction (Mantine's DirectionProvider follows the document's `dir`, portals included).
 */
export function TemplateFrame({ children }: { children: ReactNode }) {
  const { direction } = useLayoutSettings();
  const language = useTemplateLanguage();
  useApplyTemplateLanguage(language);
  useApplyDirection(direction);
  return (
    <I18nextProvider i18n={templateI18n}>
      <DirectionProvider initialDirection={direction}>{children}</DirectionProvider>
    </I18nextProvider>
  );
}
