import { Grid, Stack } from '@mantine/core';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useGetProfileQuery } from '../api/content-api.ts';
import { QueryView } from '../ui/query-view.tsx';
import { ProfileAbout } from './profile-about.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfilePostCard } from './profile-post.tsx';
import { ProfileSide } from './profile-side.tsx';

/** /pages/profile: the demo persona's social profile in three columns (one on phones). */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const query = useGetProfileQuery();
  return (
    <QueryView query={query} loadingLabel="Loading the profile">
      {(profile) => (
        <Stack gap="lg">
          <ProfileHeader header={profile.header} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6, lg: 3 }} order={{ base: 2, lg: 1 }}>
              <ProfileAbout
                about={profile.userAbout}
                suggestedPages={profile.suggestedPages}
                twitterFeeds={profile.twitterFeeds}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }} order={{ base: 1, lg: 2 }}>
              <Stack gap="lg">
                {profile.post.map((post) => (
                  <ProfilePostCard key={`${post.username}-${post.postTime}`} post={post} />
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 3 }} order={{ base: 3 }}>
              <ProfileSide photos={profile.latestPhotos} suggestions={profile.suggestions} polls={profile.polls} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </QueryView>
  );
}
