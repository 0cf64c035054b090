import type { TeamPage } from '@leadpilot/contracts';
import { Anchor, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useDeleteTeamPageMutation, useListBookingCalendarsQuery, useListTeamPagesQuery } from '../api/bookings-api.ts';
import { TeamPageForm } from './team-page-form.tsx';

function capWords(capPerDay: number | null, capPerWeek: number | null): string {
  const caps = [capPerDay ? `${capPerDay} a day` : null, capPerWeek ? `${capPerWeek} a week` : null].filter(Boolean);
  return caps.length > 0 ? `at most ${caps.join(', ')}` : 'no limit';
}

function TeamPageCard({
  page,
  canManage,
  onEdit,
  onRemove,
}: {
  page: TeamPage;
  canManage: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} fz="h4">
              {page.name}
            </Title>
            <Anchor href={`/book/${page.slug}`} target="_blank" size="sm">
              /book/{page.slug}
            </Anchor>
          </Stack>
          {canManage ? (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${page.name}`}>
                Edit
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${page.name}`}>
                Remove
              </Button>
            </Group>
          ) : null}
        </Group>
        <Text size="sm">{page.meetingMinutes}-minute meetings, in turn among:</Text>
        <Stack gap={2} component="ul" m={0} pl="md">
          {page.members.map((member) => (
            <Text key={member.calendarId} component="li" size="sm">
              {member.hostName} ({member.calendarEmail}) — {capWords(member.capPerDay, member.capPerWeek)}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Mailboxes → Team pages: booking pages whose meetings go to several members' calendars in turn. */
export function TeamPagesPage() {
  const ability = useAppAbility();
  const canManage = ability.can('manage', 'Team');
  const pages = useListTeamPagesQuery();
  const calendars = useListBookingCalendarsQuery(undefined, { skip: !canManage });
  const [editing, setEditing] = useState<{ page: TeamPage | null } | null>(null);
  const [removing, setRemoving] = useState<TeamPage | null>(null);
  const [removePage, removal] = useDeleteTeamPageMutation();

  const newButton = canManage ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ page: null })}>
      New team page
    </Button>
  ) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 20rem' }}>
          A team page shares its meetings among several calendars: each goes to the member booked least recently, within
          the limits you set.
        </Text>
        {pages.data && pages.data.length > 0 ? newButton : null}
      </Group>
      {pages.isError && !pages.data ? (
        <QueryErrorState message={errorMessageOf(pages.error)} onRetry={() => void pages.refetch()} />
      ) : !pages.data ? (
        <Card role="status" aria-label="Loading team pages">
          <Stack gap="sm">
            <Skeleton height={22} width="40%" radius="sm" />
            <Skeleton height={60} radius="sm" />
          </Stack>
        </Card>
      ) : pages.data.length === 0 ? (
        <Card>
          <ListEmptyState
            icon={IconUsersGroup}
            title="No team pages yet"
            text="Create one to let prospects book whoever on the team is free."
            action={newButton}
          />
        </Card>
      ) : (
        pages.data.map((page) => (
          <TeamPageCard
            key={page.id}
            page={page}
            canManage={canManage}
            onEdit={() => setEditing({ page })}
            onRemove={() => setRemoving(page)}
          />
        ))
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.page ? `Edit ${editing.page.name}` : 'New team page'}
        size="lg"
      >
        {editing ? (
          <TeamPageForm
            key={editing.page?.id ?? 'new'}
            page={editing.page}
            calendars={calendars.data ?? []}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmModal
        title={`Remove ${removing?.name ?? 'the team page'}?`}
        confirmLabel="Remove team page"
        opened={removing !== null}
        isBusy={removal.isLoading}
        error={removal.isError ? errorMessageOf(removal.error) : null}
        errorTitle="Not removed"
        onConfirm={() => {
          if (!removing) return;
          void removePage(removing.id)
            .unwrap()
            .then(() => setRemoving(null))
            .catch(() => undefined);
        }}
        onClose={() => {
          setRemoving(null);
          removal.reset();
        }}
      >
        Its address stops working. Meetings already booked through it stay in their hosts’ calendars.
      </ConfirmModal>
    </Stack>
  );
}
