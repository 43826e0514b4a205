import { inspectionRoutes } from '@shared/api/routes/inspections';
import { pointCount, type ChecklistAnswer } from '@shared/inspections/checklist-schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useChecklists, useSetChecklistActive } from '../api/checklists';
import { CatalogueList } from '../components/catalogue-list';
import { useCan } from '../utils/use-can';

export const handle = { title: 'Checklists' };

/**
 * settings/checklists (spec platform §2 Service settings; docs/inspections.md §2): the
 * inspection checklists, read with Service access and changed by the Service module's
 * admins; New and Edit open settings/checklist/New and settings/checklist/{Id}.
 */
export function Component() {
  const navigate = useNavigate();
  const canWrite = useCan(inspectionRoutes.createChecklist);
  const [showInactive, setShowInactive] = useState(false);
  const checklists = useChecklists(showInactive);
  const setActive = useSetChecklistActive();
  return (
    <CatalogueList<ChecklistAnswer>
      title="Checklists"
      description="Inspection checklists: points grouped in sections, marked Pass, Attention or Fail on a repair order."
      noun="checklist"
      canWrite={canWrite}
      onNew={() => navigate('/settings/checklist/New')}
      onEdit={(c) => navigate(`/settings/checklist/${c._id}`)}
      rowName={(c) => c.Name}
      setActive={setActive}
      rows={checklists.data?.Items}
      isPending={checklists.isPending}
      error={checklists.error}
      onRetry={() => void checklists.refetch()}
      columns={[
        { id: 'Name', header: 'Checklist', cell: (c) => c.Name },
        { id: 'Sections', header: 'Sections', cell: (c) => c.Sections.map((s) => s.Name).join(', ') },
        { id: 'Points', header: 'Points', cell: (c) => String(pointCount(c)) },
      ]}
      emptyText="No checklists yet. A checklist lists what to inspect, such as a 20-point check."
      showInactive={showInactive}
      onShowInactive={setShowInactive}
    />
  );
}
