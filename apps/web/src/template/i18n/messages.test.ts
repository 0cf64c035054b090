import { describe, expect, it } from 'vitest';
import { isMenuGroup, type MenuItem, templateMenu } from '../navigation/menu.ts';
import { de } from './locales/de.ts';
import { fr } from './locales/fr.ts';
import { pt } from './locales/pt.ts';
import { templateMessages } from './messages.ts';
import { templateI18n } from './template-i18n.ts';

function titles(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.title, ...(isMenuGroup(item) ? titles(item.children) : [])]);
}

const catalogs = { fr, de, pt };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the template shell in four languages', () => {
  it('has a message for every menu section and item, so each is translated', () => {
    const menuTitles = templateMenu.flatMap((section) => [section.title, ...titles(section.items)]);
    const known = new Set<string>(templateMessages);
    expect(menuTitles.filter((title) => !known.has(title))).toEqual([]);
  });

  it('lists each message once', () => {
    expect(new Set(templateMessages).size).toBe(templateMessages.length);
  });

  for (const [code, catalog] of Object.entries(catalogs)) {
    it(`${code}: translates every message, keeping its placeholders`, () => {
      for (const message of templateMessages) {
        expect(catalog[message].trim(), message).not.toBe('');
        expect(placeholders(catalog[message]), message).toEqual(placeholders(message));
      }
    });
  }

  it('answers in the chosen language, English as the fallback, with values filled in', async () => {
    await templateI18n.changeLanguage('de');
    expect(templateI18n.t('Calendar')).toBe('Kalender');
    expect(templateI18n.t('Account menu for {{name}}', { name: 'Ada' })).toBe('Kontomenü für Ada');
    expect(templateI18n.t('A text with no translation')).toBe('A text with no translation');
    await templateI18n.changeLanguage('pt');
    expect(templateI18n.t('Reset to defaults')).toBe('Repor as predefinições');
    await templateI18n.changeLanguage('en');
    expect(templateI18n.t('Reset to defaults')).toBe('Reset to defaults');
  });
});
