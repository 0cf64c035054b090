import type { Socket } from 'node:net';

/** One SMTP reply: its code, the RFC 3463 enhanced code when the server gave one, and its text. */
export interface SmtpReply {
  code: number;
  enhancedCode: string | null;
  text: string;
}

/** Why no reply came: the step's time ran out, or the server closed (or garbled) the connection. */
export class SmtpReadError extends Error {
  readonly kind: 'timeout' | 'closed';

  constructor(kind: 'timeout' | 'closed', message: string) {
    super(message);
    this.name = 'SmtpReadError';
    this.kind = kind;
  }
}

const replyLine = /^(\d{3})([ -])(.*)$/;
const enhancedCode = /^([245]\.\d{1,3}\.\d{1,3})(?:\s|$)/;
/** A server that sends more than this without finishing a reply is not one we want to read. */
const maxBufferedCharacters = 64 * 1024;

/** Reads replies from a socket one at a time, joining `250-…` continuation lines into one reply. */
export function createSmtpReplyReader(socket: Socket) {
  let buffer = '';
  const lines: string[] = [];
  let closedBecause: string | null = null;
  let wake: (() => void) | null = null;

  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    if (buffer.length > maxBufferedCharacters) {
      closedBecause = 'the server sent an over-long reply';
      socket.destroy();
    }
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      lines.push(buffer.slice(0, end).replace(/\r$/, ''));
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
    }
    wake?.();
  });
  const close = (why: string) => {
    closedBecause ??= why;
    wake?.();
  };
  socket.on('end', () => close('the server closed the connection'));
  socket.on('close', () => close('the connection closed'));
  socket.on('error', (error) => close(error.message));

  /** The lines of one complete reply, if the buffer holds one. */
  function takeReply(): SmtpReply | null {
    const finalIndex = lines.findIndex((line) => replyLine.exec(line)?.[2] !== '-');
    if (finalIndex < 0) return null;
    const parts = lines.splice(0, finalIndex + 1).map((line) => replyLine.exec(line));
    const final = parts.at(-1);
    if (!final || parts.some((part) => part === null || part[1] !== final[1])) {
      closedBecause = 'the server sent a reply that is not SMTP';
      socket.destroy();
      return null;
    }
    const text = parts.map((part) => part?.[3] ?? '').join('\n');
    return { code: Number(final[1]), enhancedCode: enhancedCode.exec(text)?.[1] ?? null, text };
  }

  return {
    /** The next reply, or a `SmtpReadError` when none comes within `timeoutMs`. */
    read(timeoutMs: number): Promise<SmtpReply> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          wake = null;
          reject(new SmtpReadError('timeout', `no reply within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const reply = takeReply();
          if (reply === null && closedBecause === null) return;
          clearTimeout(timer);
          wake = null;
          if (reply) resolve(reply);
          else reject(new SmtpReadError('closed', closedBecause ?? 'the connection closed'));
        };
        wake = check;
        check();
      });
    },
  };
}
