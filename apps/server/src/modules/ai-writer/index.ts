export { registerAiWriterRoutes } from './ai-writer.routes.ts';
export {
  type AiWriterService,
  type CampaignDraftInput,
  createAiWriterService,
} from './ai-writer.service.ts';
export {
  type CellAnswer,
  createEnrichmentCellWriter,
  type EnrichmentCellRequest,
  type EnrichmentCellWriter,
  type WrittenCell,
} from './enrichment-cell.ts';
export { type CheckedDraft, checkDraft } from './fact-check.ts';
export { writerLlmClientFromConfig } from './llm-writer.ts';
