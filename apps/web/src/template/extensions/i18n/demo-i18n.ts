import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type DemoLanguage, demoTranslations } from './demo-translations.ts';

/**
 * An i18next instance of this page alone (not the shell's), created synchronously from the bundled
 * texts so the first render is already translated.
 */
export function createDemoI18n(language: DemoLanguage = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      Object.entries(demoTranslations).map(([code, messages]) => [code, { translation: messages }]),
    ),
  });
  return instance;
}
