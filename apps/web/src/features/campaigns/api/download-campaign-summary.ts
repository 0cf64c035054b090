import { downloadFile } from '../../../api/download-file.ts';

function fileNameOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'campaign'}-prospects.csv`;
}

/** Saves every prospect of the campaign as CSV: status, step, mailbox, last event. */
export function downloadCampaignSummary(campaign: { id: string; name: string }): Promise<boolean> {
  return downloadFile({
    path: `v1/campaign/summary/download/${encodeURIComponent(campaign.id)}`,
    fileName: fileNameOf(campaign.name),
  });
}
