import { Anchor, Grid, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetContactQuery } from '../api/get-contact.ts';
import { useGetPartialContactQuery } from '../api/get-partial-contact.ts';
import { readBackLink } from './back-link.ts';
import { ColleaguesCard } from './colleagues-card.tsx';
import { CompanyCard } from './company-card.tsx';
import { CompanyNewsCard } from './company-news-card.tsx';
import { ContactCard } from './contact-card.tsx';
import { EmploymentHistoryCard } from './employment-history-card.tsx';
import { IntentTopicsCard } from './intent-topics-card.tsx';
import { PersonHeader } from './person-header.tsx';
import { PersonNotFound } from './person-not-found.tsx';
import { PersonPageSkeleton } from './person-page-skeleton.tsx';
import { PersonalityCard } from './personality-card.tsx';
import { PitchSuggestionsCard } from './pitch-suggestions-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { RevealProfilePrompt } from './reveal-profile-prompt.tsx';
import { SocialActivityCard } from './social-activity-card.tsx';

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

/** The 360° view of one person: contact (masked until revealed), company, intent and, once revealed, the profile. */
export function PersonPage({ personId }: { personId: string }) {
  const location = useLocation();
  const back = readBackLink(location.state);
  const summary = useGetPartialContactQuery(personId);
  const person = summary.data;
  // The full record exists only for revealed people; anyone else would answer 422.
  const detail = useGetContactQuery(personId, { skip: !person?.isRevealed });
  useDocumentTitle(person?.fullName ?? 'Person');

  if (!person && summary.isError) {
    const status = statusOf(summary.error);
    if (status === 404 || status === 400) return <PersonNotFound />;
  }

  return (
    <Stack gap="xl">
      <Group>
        <Anchor component={Link} to={back.backTo} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {back.backLabel}
          </Group>
        </Anchor>
      </Group>
      {person ? (
        <>
          <PersonHeader person={person} />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="xl">
                <ContactCard person={person} detail={detail.data} />
                {detail.isError ? (
                  <QueryErrorState message={errorMessageOf(detail.error)} onRetry={() => void detail.refetch()} />
                ) : null}
                {person.isRevealed && detail.data ? (
                  <>
                    <ProfileCard detail={detail.data} />
                    <EmploymentHistoryCard history={detail.data.employmentHistory} />
                  </>
                ) : person.isRevealed ? null : (
                  <RevealProfilePrompt />
                )}
                <PersonalityCard personId={personId} />
                <SocialActivityCard personId={person.id} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="xl">
                <IntentTopicsCard intent={person.intent} />
                <PitchSuggestionsCard personId={personId} />
                {person.company ? <CompanyCard company={person.company} /> : null}
                <CompanyNewsCard personId={person.id} />
                <ColleaguesCard personId={person.id} personName={person.fullName} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      ) : summary.isError ? (
        <QueryErrorState message={errorMessageOf(summary.error)} onRetry={() => void summary.refetch()} />
      ) : (
        <PersonPageSkeleton />
      )}
    </Stack>
  );
}
