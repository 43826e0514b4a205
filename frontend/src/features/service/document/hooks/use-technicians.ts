import { useCallback, useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RecordSearch } from '../../../../components/combobox/record-search';
import { useBranchEmployees } from '../../dashboards/api/advisors';
import { listSearch } from '../utils/choices';
import type { DocumentForm } from '../utils/document-form';

type Technician = { UserId: string; Name: string };

/**
 * The branch's technicians for a document's labour lines. They come from the
 * branch's employee list (every employee may read it, with each one's technician
 * flag), so whoever may edit the order assigns them without the right to list
 * users. `technicians` is the cells' search, only where `canAssign`.
 */
export function useTechnicians(canAssign: boolean) {
  const employees = useBranchEmployees();
  const branchTechnicians = useMemo(() => (employees.data ?? []).filter((e) => e.Tec === true), [employees.data]);
  const techName = useCallback(
    (id: string | undefined) => (employees.data ?? []).find((u) => u.UserId === id)?.Name ?? '',
    [employees.data],
  );
  const technicians = useMemo((): RecordSearch<Technician> | undefined => {
    if (!canAssign) return undefined;
    const techs = branchTechnicians;
    return {
      search: listSearch(techs.map((u) => ({ value: u.Name, label: u.Name, detail: u.UserName }))),
      recordOf: (option) => techs.find((u) => u.Name === option.value),
    };
  }, [branchTechnicians, canAssign]);
  return { employees: employees.data, techName, technicians };
}

/** Technicians' names arrive after the form: fill the cells without making the form dirty. */
export function useFillTechnicianNames(
  form: UseFormReturn<DocumentForm>,
  employees: readonly unknown[] | undefined,
  techName: (id: string | undefined) => string,
): void {
  useEffect(() => {
    if ((employees ?? []).length === 0) return;
    form.getValues('Groups').forEach((g, gi) =>
      g.Ops.forEach((o, oi) => {
        if (o.Tech && !o.TechName)
          form.setValue(`Groups.${gi}.Ops.${oi}.TechName`, techName(o.Tech), { shouldDirty: false });
      }),
    );
  }, [employees, form, techName]);
}
