export { registerSandboxMailRoutes } from './sandbox-mail.routes.ts';
export { createSandboxMailService } from './sandbox-mail.service.ts';
