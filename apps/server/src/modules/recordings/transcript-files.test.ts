import { describe, expect, it } from 'vitest';
import { parseTimestamp, parseTranscriptFile } from './transcript-files.ts';

const read = (name: string, text: string) => parseTranscriptFile(name, Buffer.from(text));

describe('parseTimestamp', () => {
  it.each([
    ['00:00:01.500', 1.5],
    ['01:02:03.004', 3723.004],
    ['02:03.5', 123.5],
    ['00:00:10,250', 10.25],
    ['1:02', null],
    ['00:61:00.000', null],
  ])('%s → %s', (value, seconds) => {
    expect(parseTimestamp(value)).toBe(seconds);
  });
});

describe('parseTranscriptFile', () => {
  it('reads WebVTT cues, their voice tags and markup, and skips notes and settings', () => {
    const parsed = read(
      'call.vtt',
      [
        '\uFEFFWEBVTT - a call',
        '',
        'NOTE written by hand',
        '',
        'intro',
        '00:00:00.000 --> 00:00:02.000 align:start',
        '<v.loud Maya Patel>Hello <b>Tom</b> &amp; team</v>',
        '',
        '00:02.000 --> 00:04.000',
        '<v Tom>Hi!',
        'Two lines.',
        '',
      ].join('\r\n'),
    );
    expect(parsed).toEqual({
      format: 'vtt',
      speakersKnown: true,
      segments: [
        { start: 0, end: 2, speaker: 'Maya Patel', text: 'Hello Tom & team' },
        { start: 2, end: 4, speaker: 'Tom', text: 'Hi! Two lines.' },
      ],
    });
  });

  it('reads SRT, whose cues name no speaker', () => {
    const parsed = read(
      'call.srt',
      '1\n00:00:01,000 --> 00:00:02,500\nHello there\n\n2\n00:00:03,000 --> 00:00:04,000\n<i>Bye</i>\n',
    );
    expect(parsed).toEqual({
      format: 'srt',
      speakersKnown: false,
      segments: [
        { start: 1, end: 2.5, speaker: null, text: 'Hello there' },
        { start: 3, end: 4, speaker: null, text: 'Bye' },
      ],
    });
  });

  it('reads plain text line by line, with a leading name as its speaker and no timestamps', () => {
    expect(read('notes.txt', 'Maya: Shall we start?\n\nJust a line\n').segments).toEqual([
      { start: null, end: null, speaker: 'Maya', text: 'Shall we start?' },
      { start: null, end: null, speaker: null, text: 'Just a line' },
    ]);
  });

  it.each([
    ['call.vtt', 'Not a header\n\n00:00:00.000 --> 00:00:01.000\nHi', 'A WebVTT file starts with the line WEBVTT.'],
    ['call.vtt', 'WEBVTT\n\n00:00:03.000 --> 00:00:01.000\nHi', 'This cue’s times cannot be read'],
    ['call.srt', '1\n00:00:01 --> 00:00:02\nHi', 'This cue’s times cannot be read'],
    ['call.vtt', 'WEBVTT\n\n', 'The transcript holds no text.'],
    ['call.txt', 'a\u0000b', 'not a text file'],
  ])('refuses %s %j', (name, text, message) => {
    expect(() => read(name, text)).toThrow(message);
  });
});
