import type { PrintRow, PrintSection } from '../documents/print/print-model';
import { resultCounts } from './inspection-rules';
import type { InspectionAnswer } from './inspection-schemas';

/**
 * A document's inspections as print sections (docs/printing.md, docs/inspections.md §9):
 * on the job card (the Technician Copy) each inspection prints its points by checklist
 * section with the result and the note, so the bay works from paper too. Photos are not
 * printed (they are on the screen and the customer's page).
 */
export function inspectionPrintSections(inspections: readonly InspectionAnswer[]): PrintSection[] {
  return [...inspections]
    .sort((a, b) => a._id.localeCompare(b._id))
    .map((i) => {
      const c = resultCounts(i.Points);
      const rows: PrintRow[] = [];
      let section: string | undefined;
      for (const p of i.Points) {
        if (p.Section !== section) {
          section = p.Section;
          rows.push({ kind: 'group', title: p.Section });
        }
        rows.push({
          kind: 'line',
          cells: {
            point: p.Name,
            result: p.Res ?? '—',
            note: [p.Note, p.LineId ? `→ ${p.LineId}` : ''].filter(Boolean).join(' '),
          },
        });
      }
      return {
        id: `inspection-${i._id}`,
        title: `Inspection: ${i.Name} (${i.Sts === 'Done' ? 'finished' : 'open'}; ${c.Pass} pass, ${c.Attention} attention, ${c.Fail} fail)`,
        columns: [
          { key: 'point', label: 'Point', align: 'left' },
          { key: 'result', label: 'Result', align: 'center' },
          { key: 'note', label: 'Note', align: 'left' },
        ],
        rows,
        totals: [],
      };
    });
}
