import { Button } from '@chakra-ui/react';
import { DownloadIcon } from '../../components/icons';
import { exportMarksHref, type MarksExportFilter } from './exportMarksHref';

/**
 * 'Export marks (CSV)': a plain download link to the BFF's streamed export, narrowed like the screen it
 * sits on. The browser saves the file itself; the server checks the same rights as for the screen.
 */
export function ExportMarksLink({ filter }: { filter: MarksExportFilter }) {
  return (
    <Button asChild variant="outline">
      <a href={exportMarksHref(filter)} download>
        <DownloadIcon /> Export marks (CSV)
      </a>
    </Button>
  );
}
