import { type RefObject, useEffect, useState } from 'react';

export interface MediaState {
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  isMuted: boolean;
}

const initialState: MediaState = { isPlaying: false, currentTime: 0, duration: 0, volume: 1, isMuted: false };
const events = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'loadeddata',
  'canplay',
  'volumechange',
  'seeked',
];

/** The playing state of an audio or video element, kept in step with its events. */
export function useMediaState(media: RefObject<HTMLMediaElement | null>, source: string | null): MediaState {
  const [state, setState] = useState(initialState);
  useEffect(() => {
    const element = media.current;
    if (!element || !source) return;
    const read = () =>
      setState({
        isPlaying: !element.paused && !element.ended,
        currentTime: element.currentTime,
        duration: Number.isFinite(element.duration) ? element.duration : 0,
        volume: element.volume,
        isMuted: element.muted,
      });
    for (const name of events) element.addEventListener(name, read);
    // Load at once rather than whenever the browser gets to it, so the duration shows early.
    if (element.readyState === HTMLMediaElement.HAVE_NOTHING) element.load();
    read();
    return () => {
      for (const name of events) element.removeEventListener(name, read);
    };
  }, [media, source]);
  return state;
}

/** 75.4 → "1:15". */
export function formatTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${(whole % 60).toString().padStart(2, '0')}`;
}
