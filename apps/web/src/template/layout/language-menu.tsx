import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import {
  isTemplateLanguage,
  setTemplateLanguage,
  templateLanguages,
  useTemplateLanguage,
  useTemplateTranslation,
} from '../i18n/template-i18n.ts';

/** The navbar's language switch for the template's shell and navigation. */
export function LanguageMenu() {
  const language = useTemplateLanguage();
  const t = useTemplateTranslation();
  const current = templateLanguages.find((candidate) => candidate.code === language) ?? templateLanguages[0];
  const label = t('Language: {{language}}', { language: current.name });
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconLanguage size={20} stroke={1.75} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Language')}</Menu.Label>
        <Menu.RadioGroup
          value={language}
          onChange={(value) => {
            if (isTemplateLanguage(value)) setTemplateLanguage(value);
          }}
        >
          {templateLanguages.map((option) => (
            <Menu.RadioItem key={option.code} value={option.code} closeMenuOnClick>
              <Text span size="sm" lang={option.code}>
                {option.name}
              </Text>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
