import type { ExtensionSignInView } from '@leadpilot/contracts';
import { Anchor, Badge, Button, Card, Group, List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { ListTable } from '../../../shared/ui/list-table.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SecretReveal } from '../../../shared/ui/secret-reveal.tsx';
import {
  useCreateExtensionAccessCodeMutation,
  useListExtensionSignInsQuery,
  useRevokeExtensionSignInMutation,
} from '../api/extension-api.ts';

function AccessCodeCard() {
  const canManage = useAppAbility().can('manage', 'Integrations');
  const [create, { data, isLoading }] = useCreateExtensionAccessCodeMutation();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Sign the extension in
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            With this web app open: in the extension’s panel, choose <b>Use my Leadpilot web app session</b>. The
            extension gets a session of its own, listed below.
          </List.Item>
          <List.Item>
            With an access code{canManage ? '' : ' from an owner or admin'}: type it into the panel within 10 minutes.
            It becomes an API key that looks people up, reveals them, saves them to lists and adds them to running
            campaigns; revoke it in{' '}
            <Anchor component={Link} to="/settings/api-keys">
              API keys
            </Anchor>
            .
          </List.Item>
        </List>
        {canManage ? (
          data ? (
            <SecretReveal
              label="Access code"
              value={data.code}
              warning={`Type it into the extension before ${formatDateTime(data.accessCode.expiresAt)}. It works once and is never shown again.`}
            />
          ) : (
            <Group>
              <Button variant="light" loading={isLoading} onClick={() => void create()}>
                Create an access code
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Card>
  );
}

function SignInRow({ signIn }: { signIn: ExtensionSignInView }) {
  const [revoke, { isLoading }] = useRevokeExtensionSignInMutation();
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(signIn.createdAt)}</Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={1} title={signIn.userAgent}>
          {signIn.userAgent}
        </Text>
      </Table.Td>
      <Table.Td>
        {signIn.revokedAt ? (
          <Badge variant="light" color="gray">
            Signed out
          </Badge>
        ) : (
          <Badge variant="light" color="teal">
            Signed in
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {signIn.revokedAt ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={isLoading}
            onClick={() => void revoke({ id: signIn.id })}
            aria-label={`Sign out the extension signed in ${formatDateTime(signIn.createdAt)}`}
          >
            Sign out
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Settings → Browser extension: how to sign the extension in, and the member's signed-in extensions. */
export function ExtensionSettingsPage() {
  const signIns = useListExtensionSignInsQuery();
  return (
    <Stack gap="xl">
      <PageHeader
        title="Browser extension"
        description="The Leadpilot side panel shows our record of the person or company on the LinkedIn profile, company website or email thread you are reading."
      />
      <AccessCodeCard />
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Signed-in extensions
        </Title>
        {signIns.isError && !signIns.data ? (
          <QueryErrorState message={errorMessageOf(signIns.error)} onRetry={() => void signIns.refetch()} />
        ) : signIns.data && signIns.data.length === 0 ? (
          <Card>
            <ListEmptyState
              icon={IconPuzzle}
              title="No extension signed in with your session"
              text="Extensions you sign in with this web app appear here, so you can sign them out from any browser."
            />
          </Card>
        ) : (
          <Card padding={0}>
            <ListTable
              label="Signed-in extensions"
              minWidth={560}
              columnCount={4}
              skeletonRows={2}
              isLoading={!signIns.data}
              isFetching={signIns.isFetching}
              head={
                <>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>Browser</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </>
              }
            >
              {(signIns.data ?? []).map((signIn) => (
                <SignInRow key={signIn.id} signIn={signIn} />
              ))}
            </ListTable>
          </Card>
        )}
      </Stack>
    </Stack>
  );
}
