import * as z from 'zod';
import { InspectionMessages as M } from './inspection-messages';

/**
 * Inspection checklists (settings/checklists, docs/inspections.md §2): a named template
 * of points grouped in sections, kept per organisation, active or not, edited at `ver`.
 * An inspection copies the points it starts from, so a later edit never changes it.
 */
export const MAX_SECTIONS = 30;
export const MAX_POINTS_PER_SECTION = 60;
export const MAX_CHECKLIST_POINTS = 200;

const version = z.number().int().min(1);
const name = z.string().trim().min(1, M.nameRequired).max(80);
const sectionName = z.string().trim().min(1, M.sectionName).max(60);
const pointName = z.string().trim().min(1, M.pointName).max(120);

export const checklistSection = z.strictObject({
  Name: sectionName,
  Points: z.array(pointName).min(1, M.noPoints).max(MAX_POINTS_PER_SECTION),
});
export type ChecklistSection = z.infer<typeof checklistSection>;

const sections = z
  .array(checklistSection)
  .min(1, M.noPoints)
  .max(MAX_SECTIONS)
  .superRefine((list, ctx) => {
    if (list.reduce((n, s) => n + s.Points.length, 0) > MAX_CHECKLIST_POINTS)
      ctx.addIssue({ code: 'custom', message: M.tooManyPoints });
    const seen = new Set<string>();
    list.forEach((s, i) => {
      const key = s.Name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'Name'], message: M.duplicateSection(s.Name) });
      seen.add(key);
    });
  });

export const checklistCreateBody = z.strictObject({ Name: name, Sections: sections, Act: z.boolean().optional() });
export type ChecklistCreateBody = z.infer<typeof checklistCreateBody>;
/** A PUT changes only what it sends (a name alone, the sections alone, or Act). */
export const checklistUpdateBody = z.strictObject({
  ver: version,
  Name: name.optional(),
  Sections: sections.optional(),
  Act: z.boolean().optional(),
});
export type ChecklistUpdateBody = z.infer<typeof checklistUpdateBody>;

export const checklistAnswer = z.object({
  _id: z.string(),
  Name: z.string(),
  Sections: z.array(z.object({ Name: z.string(), Points: z.array(z.string()) })),
  Act: z.boolean(),
  ver: z.number(),
  CrAt: z.string(),
  CrByName: z.string().optional(),
  UpAt: z.string().optional(),
  UpByName: z.string().optional(),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswer>;
export const checklistList = z.object({ Items: z.array(checklistAnswer) });
export const checklistParams = z.strictObject({ Id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/) });
export const checklistListQuery = z.strictObject({ All: z.literal('true').optional() });

/** The number of points of a checklist (the list's column). */
export const pointCount = (c: Pick<ChecklistAnswer, 'Sections'>): number =>
  c.Sections.reduce((n, s) => n + s.Points.length, 0);
