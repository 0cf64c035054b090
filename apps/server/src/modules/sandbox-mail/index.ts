export { registerSandboxMailRoutes } from './sandbox-mail.routes.ts';
export { countSandboxMessagesByOrganisation, createSandboxMailService } from './sandbox-mail.service.ts';
