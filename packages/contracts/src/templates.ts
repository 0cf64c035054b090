import { z } from 'zod';
import { idSchema, pageQuerySchema, textField, timestampSchema } from './common.ts';

/**
 * Email templates, custom fields and signatures. Merge fields use Liquid syntax, rendered in a
 * sandbox: `{{ first_name | default: "there" }}`. A field the template names must be a built-in
 * field or one of the organisation's custom fields; an unknown one is refused before saving.
 */

/** Built-in merge fields, filled from the prospect, their company and the sending mailbox. */
export const builtInMergeFields = [
  { key: 'first_name', label: 'First name', group: 'Prospect', example: 'Maya' },
  { key: 'last_name', label: 'Last name', group: 'Prospect', example: 'Chen' },
  { key: 'full_name', label: 'Full name', group: 'Prospect', example: 'Maya Chen' },
  { key: 'title', label: 'Job title', group: 'Prospect', example: 'Head of Sales' },
  { key: 'seniority', label: 'Seniority', group: 'Prospect', example: 'Director' },
  { key: 'department', label: 'Department', group: 'Prospect', example: 'Sales' },
  { key: 'city', label: 'City', group: 'Prospect', example: 'Austin' },
  { key: 'country', label: 'Country', group: 'Prospect', example: 'US' },
  { key: 'company_name', label: 'Company', group: 'Company', example: 'Northwind' },
  { key: 'company_domain', label: 'Company domain', group: 'Company', example: 'northwind.com' },
  { key: 'industry', label: 'Industry', group: 'Company', example: 'Software' },
  { key: 'company_size', label: 'Company size', group: 'Company', example: '51-200' },
  { key: 'latest_news', label: 'Latest company news', group: 'Company', example: 'Northwind opens a Berlin office' },
  { key: 'sender_name', label: 'Sender name', group: 'Sender', example: 'Alex Morgan' },
  { key: 'sender_email', label: 'Sender email', group: 'Sender', example: 'alex@leadpilot.test' },
  { key: 'sender_company', label: 'Sender company', group: 'Sender', example: 'Leadpilot' },
  { key: 'signature', label: 'Signature', group: 'Sender', example: '<p>Alex Morgan</p>' },
] as const;
export type BuiltInMergeFieldKey = (typeof builtInMergeFields)[number]['key'];

/** A merge field as the picker lists it: built-in or custom. */
export const mergeFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  group: z.string(),
  example: z.string(),
  custom: z.boolean(),
});
export type MergeField = z.infer<typeof mergeFieldSchema>;

const customFieldKey = z
  .string()
  .trim()
  .min(2, { message: 'Use at least 2 characters' })
  .max(40)
  .regex(/^[a-z][a-z0-9_]*$/, { message: 'Use lower-case letters, digits and _, starting with a letter' })
  .refine((key) => !builtInMergeFields.some((field) => field.key === key), {
    message: 'This name belongs to a built-in field',
  });

/** `POST /organisation/customfields`: add or change a field (`id` to change), or remove it (`remove: true`). */
export const saveCustomFieldBodySchema = z
  .strictObject({
    id: idSchema.optional(),
    key: customFieldKey.optional(),
    label: textField(80).optional(),
    /** Used when a prospect has no value of their own; '' means the field has no fallback. */
    defaultValue: textField(500).optional(),
    remove: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (body.remove) {
      if (!body.id) context.addIssue({ code: 'custom', path: ['id'], message: 'Choose the field to remove' });
      return;
    }
    if (!body.id && !body.key) context.addIssue({ code: 'custom', path: ['key'], message: 'Enter the field name' });
    if (!body.id && !body.label) context.addIssue({ code: 'custom', path: ['label'], message: 'Enter a label' });
  });
export type SaveCustomFieldBody = z.input<typeof saveCustomFieldBodySchema>;

export const customFieldSchema = z.object({
  id: idSchema,
  key: z.string(),
  label: z.string(),
  defaultValue: z.string(),
  /** Templates that use the field (a used field cannot be removed). */
  usedBy: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** Who a signature belongs to: the whole organisation, one member, or one mailbox. */
export const signatureScopes = ['organisation', 'user', 'mailbox'] as const;

/** `POST /organisation/customsignatures`: add or change a signature (`id` to change), or remove it. */
export const saveSignatureBodySchema = z
  .strictObject({
    id: idSchema.optional(),
    name: textField(80).optional(),
    /** HTML; scripts, event handlers and remote forms are removed when stored. */
    html: z.string().max(20_000).optional(),
    scope: z.enum(signatureScopes).optional(),
    /** With scope `user`: the member (default: yourself). */
    userId: idSchema.optional(),
    /** With scope `mailbox`: the mailbox. */
    mailboxId: idSchema.optional(),
    /** The signature used when a mailbox or member has none of their own. */
    isDefault: z.boolean().optional(),
    remove: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (body.remove) {
      if (!body.id) context.addIssue({ code: 'custom', path: ['id'], message: 'Choose the signature to remove' });
      return;
    }
    if (!body.id && !body.name) context.addIssue({ code: 'custom', path: ['name'], message: 'Enter a name' });
    if (!body.id && body.html === undefined) {
      context.addIssue({ code: 'custom', path: ['html'], message: 'Write the signature' });
    }
    if (body.scope === 'mailbox' && !body.mailboxId) {
      context.addIssue({ code: 'custom', path: ['mailboxId'], message: 'Choose the mailbox' });
    }
  });
export type SaveSignatureBody = z.input<typeof saveSignatureBodySchema>;

export const signatureSchema = z.object({
  id: idSchema,
  name: z.string(),
  html: z.string(),
  scope: z.enum(signatureScopes),
  userId: idSchema.nullable(),
  mailboxId: idSchema.nullable(),
  isDefault: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Signature = z.infer<typeof signatureSchema>;

export const templateVisibilities = ['shared', 'private'] as const;
export const templateVisibilitySchema = z.enum(templateVisibilities);
export type TemplateVisibility = z.infer<typeof templateVisibilitySchema>;

const tagField = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((tag) => tag.toLowerCase());

/** `POST /emailtemplate`: without `id` adds a template; with `id` saves a new version of it. */
export const saveTemplateBodySchema = z.strictObject({
  id: idSchema.optional(),
  name: z.string().trim().min(1, { message: 'Name the template' }).max(160),
  subject: z.string().trim().min(1, { message: 'Write a subject' }).max(300),
  /** HTML; scripts, event handlers and remote forms are removed when stored. */
  html: z.string().max(100_000, { message: 'The body is too long (100,000 characters at most)' }),
  folder: textField(80).default(''),
  tags: z
    .array(tagField)
    .max(20, { message: 'Use at most 20 tags' })
    .default([])
    .transform((tags) => [...new Set(tags)]),
  visibility: templateVisibilitySchema.default('shared'),
  /** The version the edit started from; a newer saved version answers 409 instead of being overwritten. */
  baseVersion: z.coerce.number().int().min(1).optional(),
});
export type SaveTemplateBody = z.input<typeof saveTemplateBodySchema>;

export const templateSchema = z.object({
  id: idSchema,
  name: z.string(),
  subject: z.string(),
  html: z.string(),
  folder: z.string(),
  tags: z.array(z.string()),
  visibility: templateVisibilitySchema,
  ownerUserId: idSchema.nullable(),
  ownerName: z.string(),
  version: z.number().int(),
  /** Merge fields the subject and body use. */
  fields: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type EmailTemplate = z.infer<typeof templateSchema>;

export const templateVersionSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  subject: z.string(),
  html: z.string(),
  editedBy: z.string(),
  createdAt: timestampSchema,
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

/** `GET /emailtemplate/{id}`: the template with its versions, newest first (at most 50). */
export const templateDetailSchema = templateSchema.extend({ versions: z.array(templateVersionSchema) });
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const templateListQuerySchema = pageQuerySchema.extend({
  folder: z.string().trim().max(80).optional(),
  tag: z.string().trim().max(40).optional(),
  visibility: templateVisibilitySchema.optional(),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

/** `GET /emailtemplate` also answers the folders and tags in use, for the filters. */
export const templateListReplySchema = z.object({
  data: z.array(templateSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  folders: z.array(z.string()),
  tags: z.array(z.string()),
});

export const deleteTemplatesBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1, { message: 'Choose at least one template' }).max(100),
});
export type DeleteTemplatesBody = z.infer<typeof deleteTemplatesBodySchema>;

/** `GET /emailtemplate/contactsamples`: a saved template rendered for a handful of real prospects. */
export const contactSamplesQuerySchema = z.object({
  templateId: idSchema,
  /** Comma-separated person ids (at most 5); without them, the first prospects of `listId` or of the organisation's reveals. */
  personIds: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const ids = value.split(',').map((id) => id.trim());
      if (ids.length > 5 || ids.some((id) => !idSchema.safeParse(id).success)) {
        context.addIssue({ code: 'custom', message: 'Give at most 5 person ids, separated by commas' });
        return z.NEVER;
      }
      return ids;
    }),
  listId: idSchema.optional(),
  mailboxId: idSchema.optional(),
});
export type ContactSamplesQuery = z.input<typeof contactSamplesQuerySchema>;

/** `POST /emailtemplate/preview`: an unsaved draft rendered for chosen prospects (the editor's live preview). */
export const previewTemplateBodySchema = z.strictObject({
  subject: z.string().max(300),
  html: z.string().max(100_000),
  personIds: z.array(idSchema).max(5).default([]),
  mailboxId: idSchema.optional(),
});
export type PreviewTemplateBody = z.input<typeof previewTemplateBodySchema>;

export const renderedSampleSchema = z.object({
  person: z.object({ id: idSchema, fullName: z.string(), title: z.string(), companyName: z.string() }),
  subject: z.string(),
  /** Missing values appear as `<mark data-missing-field="key">key</mark>` so the preview can highlight them. */
  html: z.string(),
  text: z.string(),
  /** Fields that had no value and no fallback for this prospect. */
  missingFields: z.array(z.string()),
});
export type RenderedSample = z.infer<typeof renderedSampleSchema>;

export const renderedSamplesSchema = z.object({
  samples: z.array(renderedSampleSchema),
  fields: z.array(z.string()),
});
export type RenderedSamples = z.infer<typeof renderedSamplesSchema>;

/** What the AI writer is asked for. */
export const aiTones = ['friendly', 'professional', 'direct', 'casual'] as const;
export const aiLengths = ['short', 'medium', 'long'] as const;

/** Credits each AI call costs, whichever engine answers (documented in docs/templates.md). */
export const aiCreditPrices = { writeTemplate: 1, rewriteTemplate: 1 } as const;

/** `POST /emailtemplate/ai`: write a template from a brief. */
export const aiTemplateBodySchema = z.strictObject({
  offer: z.string().trim().min(3, { message: 'Describe what you offer' }).max(1000),
  audience: z.string().trim().min(3, { message: 'Describe who it is for' }).max(500),
  tone: z.enum(aiTones).default('friendly'),
  length: z.enum(aiLengths).default('short'),
  callToAction: z.string().trim().min(3, { message: 'Say what the reader should do' }).max(300),
  /** A prospect to ground the draft in (their record, company, news and intent). */
  personId: idSchema.optional(),
  /** Retrying with the same id spends credits once and answers the same draft. */
  requestId: z.string().trim().min(8).max(100).optional(),
});
export type AiTemplateBody = z.input<typeof aiTemplateBodySchema>;

/** `POST /emailtemplate/aiprompt`: rewrite a draft following an instruction. */
export const aiRewriteBodySchema = z.strictObject({
  subject: z.string().max(300),
  html: z.string().min(1, { message: 'Write something to rewrite' }).max(100_000),
  instruction: z.string().trim().min(2, { message: 'Say how to rewrite it' }).max(500),
  personId: idSchema.optional(),
  requestId: z.string().trim().min(8).max(100).optional(),
});
export type AiRewriteBody = z.input<typeof aiRewriteBodySchema>;

/** A fact the writer used, and where it came from. */
export const aiFactSchema = z.object({
  /** e.g. prospect, company, news, intent, offer, instruction. */
  source: z.string(),
  label: z.string(),
  value: z.string(),
});
export type AiFact = z.infer<typeof aiFactSchema>;

export const aiDraftSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  factsUsed: z.array(aiFactSchema),
  /** `built-in`: the grounded offline writer; `llm`: the configured model (fact-checked). */
  engine: z.enum(['built-in', 'llm']),
  model: z.string(),
  credits: z.number().int(),
  /** Why the model's text was not used, when the built-in writer answered instead. */
  fallbackReason: z.string().nullable(),
});
export type AiDraft = z.infer<typeof aiDraftSchema>;
