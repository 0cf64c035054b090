import { classifyInbound } from '../classify/classify-message.ts';
import { parseInbound } from '../classify/parse-inbound.ts';
import type { InboundReaders } from './sync-engine.ts';

/** How the sync job reads and classifies each message: the classifier's own parse and verdict. */
export const inboundReaders: InboundReaders = { parse: parseInbound, classify: classifyInbound };
