import {
  type AiDraft,
  type MergeField,
  saveTemplateBodySchema,
  type TemplateDetail,
  type TemplateVersion,
} from '@leadpilot/contracts';
import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy, IconInfoCircle, IconLayoutColumns, IconSparkles } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf, serverFieldErrors } from '../../../api/server-errors.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSaveTemplateMutation } from '../api/save-template.ts';
import { useRichTextEditor } from '../hooks/use-rich-text-editor.ts';
import { type TemplateDraft, useTemplateDraft } from '../hooks/use-template-draft.ts';
import { useUnsavedChangesPrompt } from '../hooks/use-unsaved-changes-prompt.ts';
import { AiRewriteModal } from './ai-rewrite-modal.tsx';
import { AiWriterModal } from './ai-writer-modal.tsx';
import { insertMergeField } from './insert-merge-field.ts';
import { MergeFieldPicker } from './merge-field-picker.tsx';
import type { PreviewPerson } from './preview-person.ts';
import { RichTextField } from './rich-text-field.tsx';
import { SaveConflictAlert } from './save-conflict-alert.tsx';
import { checkEmailCopy } from './spam-check.ts';
import { TemplateDetailsFields } from './template-details-fields.tsx';
import { TemplateSidePanel } from './template-side-panel.tsx';
import { ThreeProspectPreviewModal } from './three-prospect-preview-modal.tsx';
import { UnsavedChangesModal } from './unsaved-changes-modal.tsx';

type Dialog = 'ai-writer' | 'ai-rewrite' | 'samples';

interface TemplateEditorProps {
  /** The saved template, or null for a new one. */
  detail: TemplateDetail | null;
  /** Fetches the stored template again (after a conflicting save). */
  onReload: () => Promise<TemplateDetail | null>;
  fields: MergeField[] | undefined;
  folders: string[];
  tags: string[];
  isAiWriterOpenAtStart: boolean;
}

function draftOf(detail: TemplateDetail | null): TemplateDraft {
  if (!detail) return { name: '', subject: '', html: '', folder: '', tags: [], visibility: 'shared' };
  const { name, subject, html, folder, tags, visibility } = detail;
  return { name, subject, html, folder, tags, visibility };
}

/** The template editor: details, rich-text body with merge fields and AI, preview, checks and history. */
export function TemplateEditor({
  detail,
  onReload,
  fields,
  folders,
  tags,
  isAiWriterOpenAtStart,
}: TemplateEditorProps) {
  const navigate = useNavigate();
  const draft = useTemplateDraft(draftOf(detail));
  const { values, change } = draft;
  const [baseVersion, setBaseVersion] = useState(detail?.version);
  const [person, setPerson] = useState<PreviewPerson | null>(null);
  const [dialog, setDialog] = useState<{ kind: Dialog; opened: boolean; id: number } | null>(
    isAiWriterOpenAtStart ? { kind: 'ai-writer', opened: true, id: 1 } : null,
  );
  const [isConflict, setConflict] = useState(false);
  const [isReloading, setReloading] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saveTemplate, { isLoading: isSaving }] = useSaveTemplateMutation();
  const prompt = useUnsavedChangesPrompt(draft.isDirty);
  const editor = useRichTextEditor({
    initialHtml: values.html,
    label: 'Email body',
    onChange: (html) => change({ html }),
    onReady: draft.adoptNormalisedHtml,
  });
  const report = useMemo(
    () => checkEmailCopy({ subject: values.subject, html: values.html }),
    [values.subject, values.html],
  );
  const handlePersonChange = useCallback((next: PreviewPerson | null) => setPerson(next), []);

  const openDialog = (kind: Dialog) => setDialog((current) => ({ kind, opened: true, id: (current?.id ?? 0) + 1 }));
  const closeDialog = () => setDialog((current) => (current ? { ...current, opened: false } : null));

  /** Puts a subject and body (and maybe a name) into the editor; saving makes them a new version. */
  const loadContent = (content: Partial<TemplateDraft>) => {
    if (content.html !== undefined && editor) {
      editor.commands.setContent(content.html, { emitUpdate: false });
      change({ ...content, html: editor.getHTML() });
    } else {
      change(content);
    }
  };

  const handleUseDraft = (written: AiDraft) => {
    loadContent({
      subject: written.subject,
      html: written.html,
      ...(values.name.trim() ? {} : { name: written.subject }),
    });
    setNotice('The AI draft is in the editor. Read it through, then save.');
  };

  const handleRestore = (version: TemplateVersion) => {
    loadContent({ name: version.name, subject: version.subject, html: version.html });
    setNotice(`Version ${version.version} is in the editor. Save to make it the newest version.`);
  };

  const handleInsertIntoBody = (token: string) => {
    editor
      ?.chain()
      .focus()
      .command(({ tr }) => {
        insertMergeField(tr, token);
        return true;
      })
      .run();
  };

  const handleSave = async () => {
    if (isSaving) return;
    const body = { id: detail?.id, ...values, baseVersion };
    const parsed = saveTemplateBodySchema.safeParse(body);
    if (!parsed.success) {
      draft.setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])),
      );
      return;
    }
    try {
      const saved = await saveTemplate(body).unwrap();
      draft.markSaved(values);
      setBaseVersion(saved.version);
      setSaveError(null);
      setConflict(false);
      setNotice(null);
      if (!detail) {
        prompt.allowNextNavigation();
        void navigate(`/templates/${saved.id}`, { replace: true });
      }
    } catch (error) {
      if (errorStatusOf(error) === 409) {
        setConflict(true);
        return;
      }
      draft.setErrors(serverFieldErrors(error));
      setSaveError(errorMessageOf(error));
    }
  };

  const handleReload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (!fresh) return;
      const reloaded = draftOf(fresh);
      editor?.commands.setContent(reloaded.html, { emitUpdate: false });
      draft.markSaved({ ...reloaded, html: editor?.getHTML() ?? reloaded.html });
      setBaseVersion(fresh.version);
      setConflict(false);
      setSaveError(null);
      setNotice(`Version ${fresh.version} is loaded.`);
    } finally {
      setReloading(false);
    }
  };

  useHotkeys([['mod+S', () => void handleSave()]], [], true);

  const savedLine = detail
    ? `Version ${baseVersion ?? detail.version} · last saved ${formatDateTime(detail.updatedAt)}${detail.ownerName ? ` · owner ${detail.ownerName}` : ''}`
    : 'Not saved yet.';

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/templates" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          All templates
        </Group>
      </Anchor>
      <PageHeader
        title={values.name.trim() || (detail ? 'Untitled template' : 'New template')}
        description={
          <>
            {savedLine}
            {draft.isDirty ? (
              <Text span c="orange.9" fw={600} size="sm">
                {' '}
                · Unsaved changes
              </Text>
            ) : null}
          </>
        }
        actions={
          <>
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} aria-hidden />}
              onClick={() => openDialog('ai-writer')}
            >
              Write with AI
            </Button>
            <Button
              variant="default"
              leftSection={<IconLayoutColumns size={16} aria-hidden />}
              onClick={() => openDialog('samples')}
            >
              Preview for 3 prospects
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={isSaving}
              onClick={() => void handleSave()}
            >
              {detail ? 'Save version' : 'Save template'}
            </Button>
          </>
        }
      />
      {isConflict ? (
        <SaveConflictAlert
          isReloading={isReloading}
          onReload={() => void handleReload()}
          onDismiss={() => setConflict(false)}
        />
      ) : null}
      {saveError ? (
        <Alert
          color="red"
          variant="light"
          title="The template was not saved"
          role="alert"
          withCloseButton
          onClose={() => setSaveError(null)}
        >
          {saveError}
        </Alert>
      ) : null}
      {notice ? (
        <Alert
          color="indigo"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      ) : null}
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card padding="md">
            <Stack gap="md">
              <TemplateDetailsFields
                values={values}
                errors={draft.errors}
                onChange={change}
                fields={fields}
                folders={folders}
                tags={tags}
              />
              <RichTextField
                editor={editor}
                label="Body"
                error={draft.errors.html}
                minHeight={300}
                extraControls={
                  <Group gap={6} ml="auto">
                    <MergeFieldPicker fields={fields} onInsert={handleInsertIntoBody} target="body" />
                    <Button
                      variant="light"
                      size="compact-sm"
                      h={26}
                      leftSection={<IconSparkles size={14} aria-hidden />}
                      onClick={() => openDialog('ai-rewrite')}
                    >
                      Rewrite with AI
                    </Button>
                  </Group>
                }
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <TemplateSidePanel
            subject={values.subject}
            html={values.html}
            fields={fields}
            person={person}
            onPersonChange={handlePersonChange}
            report={report}
            detail={detail}
            onRestore={handleRestore}
          />
        </Grid.Col>
      </Grid>
      {dialog?.kind === 'ai-writer' ? (
        <AiWriterModal
          key={dialog.id}
          opened={dialog.opened}
          onClose={closeDialog}
          person={person}
          onUseDraft={handleUseDraft}
        />
      ) : null}
      {dialog?.kind === 'ai-rewrite' ? (
        <AiRewriteModal
          key={dialog.id}
          opened={dialog.opened}
          onClose={closeDialog}
          subject={values.subject}
          html={values.html}
          person={person}
          onAccept={(rewritten) => {
            loadContent({ subject: rewritten.subject, html: rewritten.html });
            setNotice('The rewrite is in the editor. Undo in the body brings the old text back.');
          }}
        />
      ) : null}
      {dialog?.kind === 'samples' ? (
        <ThreeProspectPreviewModal
          key={dialog.id}
          opened={dialog.opened}
          onClose={closeDialog}
          savedTemplateId={detail && !draft.isDirty ? detail.id : null}
          subject={values.subject}
          html={values.html}
          person={person}
        />
      ) : null}
      <UnsavedChangesModal opened={prompt.isBlocked} onStay={prompt.stay} onLeave={prompt.leave} />
    </Stack>
  );
}
