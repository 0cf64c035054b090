/** The i18n page's own texts in its four languages; English is complete, the others follow its keys. */
const en = {
  heading: 'Welcome back, {{name}}!',
  intro: 'This card is translated with i18next. Pick a language and every line changes at once.',
  inbox_one: 'You have {{count}} new reply.',
  inbox_other: 'You have {{count}} new replies.',
  today: 'Today is {{date}}.',
  campaigns: 'Campaigns',
  leads: 'Leads',
  meetings: 'Meetings',
  more: 'Add a reply',
  reset: 'Reset',
};

export type DemoMessages = typeof en;

export const demoLanguages = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt', label: 'Português' },
] as const;

export type DemoLanguage = (typeof demoLanguages)[number]['code'];

export const demoTranslations: Record<DemoLanguage, DemoMessages> = {
  en,
  fr: {
    heading: 'Bon retour, {{name}} !',
    intro: 'Cette carte est traduite avec i18next. Choisissez une langue et chaque ligne change aussitôt.',
    inbox_one: 'Vous avez {{count}} nouvelle réponse.',
    inbox_other: 'Vous avez {{count}} nouvelles réponses.',
    today: 'Nous sommes le {{date}}.',
    campaigns: 'Campagnes',
    leads: 'Prospects',
    meetings: 'Rendez-vous',
    more: 'Ajouter une réponse',
    reset: 'Réinitialiser',
  },
  de: {
    heading: 'Willkommen zurück, {{name}}!',
    intro: 'Diese Karte wird mit i18next übersetzt. Wählen Sie eine Sprache, und jede Zeile ändert sich sofort.',
    inbox_one: 'Sie haben {{count}} neue Antwort.',
    inbox_other: 'Sie haben {{count}} neue Antworten.',
    today: 'Heute ist der {{date}}.',
    campaigns: 'Kampagnen',
    leads: 'Kontakte',
    meetings: 'Termine',
    more: 'Antwort hinzufügen',
    reset: 'Zurücksetzen',
  },
  pt: {
    heading: 'Bem-vinda de volta, {{name}}!',
    intro: 'Este cartão é traduzido com i18next. Escolha um idioma e todas as linhas mudam de uma vez.',
    inbox_one: 'Tem {{count}} nova resposta.',
    inbox_other: 'Tem {{count}} novas respostas.',
    today: 'Hoje é {{date}}.',
    campaigns: 'Campanhas',
    leads: 'Contactos',
    meetings: 'Reuniões',
    more: 'Adicionar uma resposta',
    reset: 'Repor',
  },
};
