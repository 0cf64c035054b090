import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Title, useMatches } from '@mantine/core';
import { useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { createDemoI18n } from './demo-i18n.ts';
import { type DemoLanguage, demoLanguages } from './demo-translations.ts';

const today = new Date(2025, 4, 14);

function TranslatedCard() {
  const { t, i18n } = useTranslation();
  const [replies, setReplies] = useState(1);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(today);
  const figures = [
    { key: 'campaigns', value: 12 },
    { key: 'leads', value: 1284 },
    { key: 'meetings', value: 48 },
  ] as const;

  return (
    <Stack gap="md" lang={i18n.language}>
      <Title order={3} fz="h3">
        {t('heading', { name: 'Zoe' })}
      </Title>
      <Text>{t('intro')}</Text>
      <Text data-testid="i18n-replies">{t('inbox', { count: replies })}</Text>
      <Text size="sm">{t('today', { date })}</Text>
      <SimpleGrid cols={3}>
        {figures.map((figure) => (
          <Stack key={figure.key} gap={0}>
            <Text fz="xl" fw={700}>
              {new Intl.NumberFormat(i18n.language).format(figure.value)}
            </Text>
            <Text size="sm">{t(figure.key)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={() => setReplies((count) => count + 1)}>
          {t('more')}
        </Button>
        <Button variant="default" onClick={() => setReplies(1)}>
          {t('reset')}
        </Button>
      </Group>
    </Stack>
  );
}

/** I18n: a card translated by its own i18next instance, in English, French, German and Portuguese. */
export function I18nPage() {
  const instance = useMemo(() => createDemoI18n(), []);
  const [language, setLanguage] = useState<DemoLanguage>('en');
  // Four language names do not fit side by side on a phone.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  function handleLanguage(code: string) {
    const next = demoLanguages.find((item) => item.code === code)?.code ?? 'en';
    setLanguage(next);
    void instance.changeLanguage(next);
  }

  return (
    <ExtensionPage
      title="I18n"
      description="Translate an interface with i18next and react-i18next: texts, plurals, dates and numbers."
      columns={1}
    >
      <DemoCard title="Language" description="This page keeps its own language, apart from the rest of the template.">
        <SegmentedControl
          aria-label="Language"
          data={demoLanguages.map((item) => ({ value: item.code, label: item.label }))}
          value={language}
          onChange={handleLanguage}
          fullWidth
          orientation={orientation}
        />
      </DemoCard>
      <DemoCard title="Translated card" description="Everything below follows the language above.">
        <I18nextProvider i18n={instance}>
          <TranslatedCard />
        </I18nextProvider>
      </DemoCard>
    </ExtensionPage>
  );
}
