import { Button } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EditorLocationState } from './editor-location-state.ts';

const withAi: EditorLocationState = { isAiWriterOpen: true };

/** "Write with AI" and "New template": both open the editor, the first with the AI writer open. */
export function TemplateActions() {
  return (
    <>
      <Button
        component={Link}
        to="/templates/new"
        state={withAi}
        variant="light"
        leftSection={<IconSparkles size={16} aria-hidden />}
      >
        Write with AI
      </Button>
      <Button component={Link} to="/templates/new" leftSection={<IconPlus size={16} aria-hidden />}>
        New template
      </Button>
    </>
  );
}
