// Child process: the baseline, a bare Fastify 5 hello-world route (no logger, no plugins).
import Fastify from 'fastify';
import { announceAndAwaitStop } from './child-protocol.ts';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
announceAndAwaitStop(app.server.address(), () => app.close());
