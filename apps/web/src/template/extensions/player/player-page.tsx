import { AspectRatio, Stack } from '@mantine/core';
import { useRef } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { ExtensionPage } from '../shared/extension-page.tsx';
import animationUrl from './media/animation.webm';
import tuneUrl from './media/tune.wav';
import { MediaControls } from './media-controls.tsx';

/**
 * Media Player: audio and video elements with custom Mantine controls. The clips were generated
 * (see `media/build-media-files.ts`) and are served from our own origin, as the CSP requires.
 */
export function PlayerPage() {
  const audio = useRef<HTMLAudioElement>(null);
  const video = useRef<HTMLVideoElement>(null);

  return (
    <ExtensionPage
      title="Media Player"
      description="HTML5 audio and video with controls in the template's style: play, pause, seek, mute and volume."
    >
      <DemoCard title="Audio" description="A three-second generated tune (WAV).">
        <Stack gap="sm">
          {/* biome-ignore lint/a11y/useMediaCaption: a generated tune with no words to caption */}
          <audio ref={audio} src={tuneUrl} preload="auto" />
          <MediaControls media={audio} source={tuneUrl} name="audio" />
        </Stack>
      </DemoCard>
      <DemoCard title="Video" description="A three-second canvas animation recorded as a WebM clip.">
        <Stack gap="sm">
          <AspectRatio
            ratio={16 / 9}
            bg="dark.8"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            {/* biome-ignore lint/a11y/useMediaCaption: an animation without speech */}
            <video ref={video} src={animationUrl} playsInline preload="auto" aria-label="Generated animation" />
          </AspectRatio>
          <MediaControls media={video} source={animationUrl} name="video" />
        </Stack>
      </DemoCard>
    </ExtensionPage>
  );
}
