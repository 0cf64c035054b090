import {
  type EnrichmentFile,
  type FreeOtpReply,
  type FreeProfile,
  type FreeSignupBody,
  freeEnrichmentLimits,
} from '@leadpilot/contracts';
import { Alert, Card, Grid, List, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { freeEnrichmentApi, problemOf, sessionEnded } from '../api/free-enrichment-client.ts';
import { CodeStep } from './code-step.tsx';
import { CreditsPanel } from './credits-panel.tsx';
import { EarlierFiles } from './earlier-files.tsx';
import { ResultStep } from './result-step.tsx';
import { SignupStep } from './signup-step.tsx';
import { UploadStep } from './upload-step.tsx';

type Session = FreeOtpReply['data'];
type Stage =
  | { step: 'signup' }
  | { step: 'code'; signup: FreeSignupBody; notice: string }
  | { step: 'upload'; session: Session }
  | { step: 'result'; session: Session; file: EnrichmentFile };

const stepIndex = { signup: 0, code: 1, upload: 2, result: 3 } as const;
const stepTitles = ['Your details', 'Email code', 'Upload', 'Download'] as const;

/**
 * /free-enrichment: a stranger enriches one small file for free after proving a work email. Sign-up,
 * the emailed code, the upload and the result; the code's token lives in this page's state only.
 */
export function FreeEnrichmentPage() {
  const [stage, setStage] = useState<Stage>({ step: 'signup' });
  const [signup, setSignup] = useState<FreeSignupBody | null>(null);
  const [ended, setEnded] = useState(false);
  const [profile, setProfile] = useState<FreeProfile | null>(null);
  const [files, setFiles] = useState<EnrichmentFile[] | null>(null);
  const [filesProblem, setFilesProblem] = useState<string | null>(null);
  const [isBuying, setBuying] = useState(false);
  const [purchases, setPurchases] = useState(0);
  const creditsHeading = useRef<HTMLHeadingElement>(null);
  const token = stage.step === 'upload' || stage.step === 'result' ? stage.session.accessToken : null;

  const endSession = useCallback(() => {
    setEnded(true);
    setBuying(false);
    setProfile(null);
    setStage({ step: 'signup' });
  }, []);

  const loadDashboard = useCallback(async () => {
    if (!token) return;
    setFilesProblem(null);
    try {
      const { data } = await freeEnrichmentApi.dashboard(token);
      setProfile(data.profile);
      setFiles(data.files);
    } catch (error) {
      const message = problemOf(error);
      if (message === sessionEnded) endSession();
      else setFilesProblem(message);
    }
  }, [token, endSession]);

  useEffect(() => {
    if (stage.step === 'upload' || (stage.step === 'result' && profile === null)) void loadDashboard();
  }, [stage.step, profile, loadDashboard]);

  /** Another step asks to buy: the credits panel opens and takes the focus. */
  const openBuying = useCallback(() => {
    setBuying(true);
    requestAnimationFrame(() => {
      creditsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      creditsHeading.current?.focus({ preventScroll: true });
    });
  }, []);

  const active = stepIndex[stage.step];
  return (
    <Grid gap={{ base: 'lg', md: 48 }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Title order={1}>Enrich a file for free</Title>
          <Text c="dimmed">
            Upload a list of up to {freeEnrichmentLimits.maxRows} people and get it back with their work emails, phones,
            titles and company facts. No card, no password: just your work email.
          </Text>
          <List
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>Names with companies, emails or LinkedIn URLs: we find the rest</List.Item>
            <List.Item>CSV or Excel in, CSV or Excel out, your own columns kept</List.Item>
            <List.Item>Verified values never overwritten by a guess</List.Item>
          </List>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Card withBorder padding="lg" radius="md">
            <Stack gap="lg">
              <Stepper active={active} size="sm" allowNextStepsSelect={false} visibleFrom="sm">
                {stepTitles.map((title) => (
                  <Stepper.Step key={title} label={title} />
                ))}
              </Stepper>
              <Text size="sm" fw={600} hiddenFrom="sm">
                Step {active + 1} of 4: {stepTitles[active]}
              </Text>
              {ended && stage.step === 'signup' ? (
                <Alert color="orange" variant="light">
                  {sessionEnded}
                </Alert>
              ) : null}
              {stage.step === 'signup' ? (
                <SignupStep
                  initial={signup}
                  onSent={(sent, notice) => {
                    setSignup(sent);
                    setStage({ step: 'code', signup: sent, notice });
                  }}
                />
              ) : null}
              {stage.step === 'code' ? (
                <CodeStep
                  signup={stage.signup}
                  notice={stage.notice}
                  onVerified={(session) => {
                    setEnded(false);
                    setFiles(null);
                    setStage({ step: 'upload', session });
                  }}
                  onChangeEmail={() => setStage({ step: 'signup' })}
                />
              ) : null}
              {stage.step === 'upload' ? (
                <>
                  <UploadStep
                    token={stage.session.accessToken}
                    maxRows={profile ? profile.maxRows : freeEnrichmentLimits.maxRows}
                    onStarted={(file) => setStage({ step: 'result', session: stage.session, file })}
                    purchases={purchases}
                    onBuy={openBuying}
                    onSessionEnded={endSession}
                  />
                  <EarlierFiles
                    token={stage.session.accessToken}
                    files={files}
                    problem={filesProblem}
                    onRetry={() => void loadDashboard()}
                    onOpen={(file) => setStage({ step: 'result', session: stage.session, file })}
                  />
                </>
              ) : null}
              {stage.step === 'result' ? (
                <ResultStep
                  token={stage.session.accessToken}
                  email={signup?.email ?? ''}
                  started={stage.file}
                  onProfile={setProfile}
                  onAnother={() => {
                    setFiles(null);
                    setStage({ step: 'upload', session: stage.session });
                  }}
                  onBuy={openBuying}
                  onSessionEnded={endSession}
                />
              ) : null}
            </Stack>
          </Card>
          {token ? (
            <CreditsPanel
              token={token}
              profile={profile}
              isBuying={isBuying}
              onBuyingChange={setBuying}
              onPaid={() => {
                setPurchases((count) => count + 1);
                void loadDashboard();
              }}
              onSessionEnded={endSession}
              headingRef={creditsHeading}
            />
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
