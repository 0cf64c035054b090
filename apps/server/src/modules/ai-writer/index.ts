export { registerAiWriterRoutes } from './ai-writer.routes.ts';
export { createAiWriterService } from './ai-writer.service.ts';
export { writerLlmClientFromConfig } from './llm-writer.ts';
