import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { exportFileName, type TableData } from './table-data.ts';
import { downloadFile, tableToCsv, tableToXlsx } from './write-table-file.ts';

interface ExportButtonsProps {
  table: TableData;
  fileBase: string;
  /** Why export is not possible yet; the buttons are disabled while it is set. */
  disabledHint?: string;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Export CSV" and "Export XLSX" for a table, downloaded as `<fileBase>-<date>.<extension>`. */
export function ExportButtons({ table, fileBase, disabledHint }: ExportButtonsProps) {
  const hintId = useId();
  const [isWritingXlsx, setIsWritingXlsx] = useState(false);
  const isDisabled = disabledHint !== undefined;

  async function exportXlsx() {
    setIsWritingXlsx(true);
    try {
      downloadFile(await tableToXlsx(table, fileBase), xlsxType, exportFileName(fileBase, 'xlsx'));
    } catch {
      notifications.show({ color: 'red', title: 'Export failed', message: 'The XLSX file could not be written.' });
    } finally {
      setIsWritingXlsx(false);
    }
  }

  return (
    <Group gap="sm">
      <Button
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        disabled={isDisabled}
        aria-describedby={isDisabled ? hintId : undefined}
        onClick={() => downloadFile(tableToCsv(table), 'text/csv;charset=utf-8', exportFileName(fileBase, 'csv'))}
      >
        Export CSV
      </Button>
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        disabled={isDisabled}
        aria-describedby={isDisabled ? hintId : undefined}
        loading={isWritingXlsx}
        onClick={() => void exportXlsx()}
      >
        Export XLSX
      </Button>
      {isDisabled ? (
        <Text size="sm" id={hintId}>
          {disabledHint}
        </Text>
      ) : null}
    </Group>
  );
}
