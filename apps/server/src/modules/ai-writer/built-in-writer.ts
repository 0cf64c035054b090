import type { AiWriter, RewriteInput, WriteTemplateInput, WrittenDraft } from './ai-writer.ts';
import { rewriteBuiltIn } from './rewrite-built-in.ts';
import { type BuiltInDraft, builtInModel, writeBuiltInTemplate } from './write-built-in-template.ts';

const noUsage = { promptTokens: 0, completionTokens: 0 };

const asWritten = (draft: BuiltInDraft): WrittenDraft => ({
  ...draft,
  engine: 'built-in',
  model: builtInModel,
  usage: noUsage,
  fallbackReason: null,
});

/** The grounded offline engine: deterministic, no outside calls, always answers. */
export function createBuiltInWriter(): AiWriter {
  return {
    writeTemplate: async (input: WriteTemplateInput) => asWritten(writeBuiltInTemplate(input)),
    rewrite: async (input: RewriteInput) => asWritten(rewriteBuiltIn(input)),
  };
}
