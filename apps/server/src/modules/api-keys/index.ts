export { createAccessCodeService } from './access-codes.service.ts';
export {
  type ApiKeyRow,
  auditApiKeyRequest,
  createApiKeyAuthenticator,
  createRequestAuthenticator,
  isApiKeyCredential,
} from './api-key-auth.ts';
export { apiKeySecurityScheme, declareApiKeyScope, exampleApiKey } from './api-key-openapi.ts';
export { registerApiKeyRoutes } from './api-keys.routes.ts';
export { type ApiKeyService, createApiKeyService } from './api-keys.service.ts';
