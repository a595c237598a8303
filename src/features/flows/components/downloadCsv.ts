// Saves text as a CSV file (no network: the file is made in the page).
import { saveFile } from '@/ui/saveFile';
/** A byte-order mark, so spreadsheet apps read the file as UTF-8 (names with accents, "·"). */
const BOM = '\uFEFF';

export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([BOM, csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
