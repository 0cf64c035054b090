import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);

/** The super-admin the server creates at start, for the super-admin tests. */
export const superAdmin = { email: 'root@leadpilot.test', password: 'root-pass-e2e-2026' };

/** Where the end-to-end server listens and how it is configured. */
export const e2eServer = {
  baseUrl: `http://localhost:${port}`,
  environment: {
    NODE_ENV: 'test',
    HOST: 'localhost',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(root, 'test-results', 'e2e-data'),
    LOG_LEVEL: 'warn',
    SUPERADMIN_EMAIL: superAdmin.email,
    SUPERADMIN_PASSWORD: superAdmin.password,
    // Many tests sign up from the same address; throttling has its own server tests.
    SIGNUPS_PER_IP_PER_HOUR: '10000',
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
  },
};
