import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconApps, IconCreditCard, IconGift, IconShare, IconUserEdit } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { AddCardModal } from './add-card-modal.tsx';
import { CreateAppModal } from './create-app-modal.tsx';
import { EditUserModal } from './edit-user-modal.tsx';
import type { ExampleModalProps } from './modal-props.ts';
import { ReferEarnModal } from './refer-earn-modal.tsx';
import { ShareProjectModal } from './share-project-modal.tsx';

interface Example {
  id: string;
  title: string;
  text: string;
  icon: Icon;
  modal: ComponentType<ExampleModalProps>;
}

const examples: Example[] = [
  {
    id: 'share',
    title: 'Share project',
    text: 'Invite people, set what each may do, copy the link.',
    icon: IconShare,
    modal: ShareProjectModal,
  },
  {
    id: 'create-app',
    title: 'Create app',
    text: 'A step-by-step wizard inside a modal.',
    icon: IconApps,
    modal: CreateAppModal,
  },
  {
    id: 'add-card',
    title: 'Add new card',
    text: 'A payment card form with its checks.',
    icon: IconCreditCard,
    modal: AddCardModal,
  },
  {
    id: 'edit-user',
    title: 'Edit user',
    text: 'Change a user’s details, validated as you type.',
    icon: IconUserEdit,
    modal: EditUserModal,
  },
  {
    id: 'refer',
    title: 'Refer & earn',
    text: 'Invite friends by email or with a link.',
    icon: IconGift,
    modal: ReferEarnModal,
  },
];

/** /pages/modal-examples: the template's ready-made modals, each opened from its card. */
export function ModalExamplesPage() {
  useDocumentTitle('Modal examples');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title="Modal examples" description="Ready-made dialogs to copy into your own pages." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {examples.map(({ id, title, text, icon: ExampleIcon, modal: ExampleModal }) => (
          <Card key={id} component="section" aria-labelledby={`modal-${id}`}>
            <Stack align="center" ta="center" gap="sm" h="100%">
              <ThemeIcon size={56} radius={56} variant="light" aria-hidden>
                <ExampleIcon size={28} />
              </ThemeIcon>
              <Title order={2} fz="h4" id={`modal-${id}`}>
                {title}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {text}
              </Text>
              <Button onClick={() => setOpenId(id)} aria-haspopup="dialog">
                Show
              </Button>
            </Stack>
            <ExampleModal opened={openId === id} onClose={() => setOpenId(null)} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
