import { useState } from 'react';
import { useNotify } from '@/hooks/use-notify';
import { downloadTextFile } from '@/utils/download';

/** A CSV file to save: its name and its text (src/lib/csv.ts). */
export interface CsvFile {
  fileName: string;
  csv: string;
}

/**
 * Builds a CSV from what the server sends, page by page, and saves it: `loaded` counts the rows
 * read so far (null when no export runs), a failure says `failedMessage` and saves nothing.
 */
export function useCsvExport(failedMessage: string) {
  const notify = useNotify();
  const [loaded, setLoaded] = useState<number | null>(null);

  async function run(build: (progress: (loaded: number) => void) => Promise<CsvFile>) {
    setLoaded(0);
    try {
      const { fileName, csv } = await build(setLoaded);
      downloadTextFile(fileName, csv, 'text/csv;charset=utf-8');
    } catch (error) {
      console.error('admin: an export failed', error);
      notify({ type: 'error', message: failedMessage });
    } finally {
      setLoaded(null);
    }
  }

  return { loaded, run };
}
