import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type CreditExportFilters, exportCreditHistory } from '../api/credit-downloads.ts';

/** Downloads the history, with the filters in force, as `leadpilot-credits.csv`. */
export function ExportCreditsButton({ filters }: { filters: CreditExportFilters }) {
  const [isExporting, setExporting] = useState(false);
  const handleExport = async () => {
    setExporting(true);
    try {
      await exportCreditHistory(filters);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={isExporting}
      onClick={() => void handleExport()}
    >
      Export CSV
    </Button>
  );
}
