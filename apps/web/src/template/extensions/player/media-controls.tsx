import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { formatTime, useMediaState } from './use-media-state.ts';

interface MediaControlsProps {
  media: RefObject<HTMLMediaElement | null>;
  source: string | null;
  /** Names the controls, e.g. "audio" makes "Play audio", "Seek audio". */
  name: string;
}

/** Custom controls for an audio or video element: play/pause, seek, time, mute and volume. */
export function MediaControls({ media, source, name }: MediaControlsProps) {
  const state = useMediaState(media, source);
  const isReady = source !== null && state.duration > 0;

  function togglePlay() {
    const element = media.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  }

  function setMedia(change: (element: HTMLMediaElement) => void) {
    if (media.current) change(media.current);
  }

  return (
    <Group gap="sm" wrap="nowrap">
      <ActionIcon
        size="lg"
        radius="xl"
        onClick={togglePlay}
        disabled={!isReady}
        aria-label={state.isPlaying ? `Pause ${name}` : `Play ${name}`}
      >
        {state.isPlaying ? (
          <IconPlayerPauseFilled size={18} aria-hidden />
        ) : (
          <IconPlayerPlayFilled size={18} aria-hidden />
        )}
      </ActionIcon>
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid={`${name}-time`}>
        {formatTime(state.currentTime)} / {formatTime(state.duration)}
      </Text>
      <Slider
        style={{ flex: 1, minWidth: 60 }}
        min={0}
        max={state.duration || 1}
        step={0.1}
        value={Math.min(state.currentTime, state.duration || 1)}
        onChange={(value) =>
          setMedia((element) => {
            element.currentTime = value;
          })
        }
        label={formatTime}
        disabled={!isReady}
        thumbLabel={`Seek ${name}`}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={() =>
          setMedia((element) => {
            element.muted = !element.muted;
          })
        }
        aria-label={state.isMuted ? `Unmute ${name}` : `Mute ${name}`}
        aria-pressed={state.isMuted}
      >
        {state.isMuted ? <IconVolumeOff size={18} aria-hidden /> : <IconVolume size={18} aria-hidden />}
      </ActionIcon>
      <Slider
        w={80}
        min={0}
        max={1}
        step={0.05}
        value={state.isMuted ? 0 : state.volume}
        onChange={(value) =>
          setMedia((element) => {
            element.volume = value;
            element.muted = value === 0;
          })
        }
        label={(value) => `${Math.round(value * 100)}%`}
        thumbLabel={`${name} volume`}
        visibleFrom="xs"
      />
    </Group>
  );
}
