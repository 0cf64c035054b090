import i18next from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createPersistedStore } from '../customizer/persisted-store.ts';
import { de } from './locales/de.ts';
import { fr } from './locales/fr.ts';
import { pt } from './locales/pt.ts';
import type { TemplateMessage } from './messages.ts';

/** The languages of the template's shell and navigation, each named in itself. */
export const templateLanguages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'pt', name: 'Português' },
] as const;

export type TemplateLanguage = (typeof templateLanguages)[number]['code'];

export const languageStorageKey = 'leadpilot-template-language';

export function isTemplateLanguage(value: unknown): value is TemplateLanguage {
  return templateLanguages.some((language) => language.code === value);
}

const languageStore = createPersistedStore<TemplateLanguage>({
  key: languageStorageKey,
  fallback: 'en',
  parse: (stored) => (isTemplateLanguage(stored) ? stored : 'en'),
  serialize: (language) => language,
});

/**
 * The template's own i18next instance (the product is in English only), given to its pages through
 * `I18nextProvider`. English texts are the keys, so English needs no catalog.
 */
export const templateI18n = i18next.createInstance();
void templateI18n.init({
  resources: {
    en: { translation: {} },
    fr: { translation: fr },
    de: { translation: de },
    pt: { translation: pt },
  },
  lng: languageStore.get(),
  fallbackLng: 'en',
  supportedLngs: templateLanguages.map((language) => language.code),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function useTemplateLanguage(): TemplateLanguage {
  return languageStore.useValue();
}

export function setTemplateLanguage(language: TemplateLanguage) {
  languageStore.set(language);
  void templateI18n.changeLanguage(language);
}

/** Translates a message of the shell or navigation (`messages.ts`) into the chosen language. */
export function useTemplateTranslation(): (
  message: TemplateMessage,
  values?: Record<string, string | number>,
) => string {
  const { t } = useTranslation();
  return (message, values) => t(message, values ?? {});
}

/** Keeps i18next and the document's `lang` on the chosen language while the template is shown. */
export function useApplyTemplateLanguage(language: TemplateLanguage) {
  useEffect(() => {
    void templateI18n.changeLanguage(language);
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = language;
    return () => {
      root.lang = previous;
    };
  }, [language]);
}
