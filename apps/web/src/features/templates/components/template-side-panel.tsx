import type { MergeField, TemplateDetail, TemplateVersion } from '@leadpilot/contracts';
import { Badge, Card, Tabs, Text } from '@mantine/core';
import { CopyChecklist } from './copy-checklist.tsx';
import type { PreviewPerson } from './preview-person.ts';
import type { CopyReport } from './spam-check.ts';
import { TemplatePreviewPanel } from './template-preview-panel.tsx';
import { VersionHistory } from './version-history.tsx';

interface TemplateSidePanelProps {
  subject: string;
  html: string;
  fields: MergeField[] | undefined;
  person: PreviewPerson | null;
  onPersonChange: (person: PreviewPerson | null) => void;
  report: CopyReport;
  /** The saved template with its versions; null for a new one. */
  detail: TemplateDetail | null;
  onRestore: (version: TemplateVersion) => void;
}

/** Beside the editor: the live preview, the spam and length checks, and the version history. */
export function TemplateSidePanel({
  subject,
  html,
  fields,
  person,
  onPersonChange,
  report,
  detail,
  onRestore,
}: TemplateSidePanelProps) {
  return (
    <Card padding="md">
      <Tabs defaultValue="preview" keepMounted={false}>
        <Tabs.List aria-label="Preview, checks and history">
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
          <Tabs.Tab
            value="checks"
            rightSection={
              report.warningCount > 0 ? (
                <Badge size="xs" circle color="yellow" aria-label={`${report.warningCount} warnings`}>
                  {report.warningCount}
                </Badge>
              ) : null
            }
          >
            Checks
          </Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="preview" pt="md">
          <TemplatePreviewPanel
            subject={subject}
            html={html}
            fields={fields}
            person={person}
            onPersonChange={onPersonChange}
          />
        </Tabs.Panel>
        <Tabs.Panel value="checks" pt="md">
          <CopyChecklist report={report} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {detail ? (
            <VersionHistory versions={detail.versions} currentVersion={detail.version} onRestore={onRestore} />
          ) : (
            <Text size="sm" c="dimmed">
              Every save keeps a version you can go back to. Save this template to start its history.
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
