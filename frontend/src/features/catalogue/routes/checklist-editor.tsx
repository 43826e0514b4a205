import { Alert, Button, Flex, Loader, SwitchField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { checklistCreateBody, pointCount, type ChecklistAnswer } from '@shared/inspections/checklist-schemas';
import { InspectionMessages } from '@shared/inspections/inspection-messages';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { useChecklist, useSaveChecklist } from '../api/checklists';
import { SettingsFrame } from '../components/settings-frame';

export const handle = { title: 'Checklist' };

/** A section as typed: its name and its points one per line (quick to type and to paste from a paper checklist). */
type SectionDraft = { Name: string; Points: string };
type Draft = { Name: string; Act: boolean; Sections: SectionDraft[] };

const toDraft = (c?: ChecklistAnswer): Draft => ({
  Name: c?.Name ?? '',
  Act: c?.Act ?? true,
  Sections: c?.Sections.map((s) => ({ Name: s.Name, Points: s.Points.join('\n') })) ?? [{ Name: '', Points: '' }],
});
const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
const bodyOf = (d: Draft) => ({
  Name: d.Name,
  Act: d.Act,
  Sections: d.Sections.map((s) => ({ Name: s.Name, Points: linesOf(s.Points) })),
});

function ChecklistEditor({ existing }: { existing?: ChecklistAnswer }) {
  const navigate = useNavigate();
  const save = useSaveChecklist();
  const [start] = useState(() => toDraft(existing));
  const [draft, setDraft] = useState(start);
  const [problem, setProblem] = useState<string | undefined>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);
  useUnsavedChanges(dirty && !save.isSuccess);
  const back = () => navigate('/settings/checklists');
  const setSection = (i: number, change: Partial<SectionDraft>) =>
    setDraft((d) => ({ ...d, Sections: d.Sections.map((s, j) => (j === i ? { ...s, ...change } : s)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checklistCreateBody.safeParse(bodyOf(draft));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    save.mutate(existing ? { id: existing._id, body: { ver: existing.ver, ...parsed.data } } : { body: parsed.data }, {
      onSuccess: () => {
        toast.success(existing ? Messages.updated : InspectionMessages.checklistSaved);
        back();
      },
      onError: (error) => notifyError(error),
    });
  };
  const points = pointCount(bodyOf(draft));

  return (
    <form onSubmit={submit} aria-label={existing ? `Edit ${existing.Name}` : 'New checklist'} noValidate>
      <Flex direction="column" gap="medium" maxWidth="40rem">
        <TextField
          label="Name"
          isRequired
          maxLength={80}
          value={draft.Name}
          placeholder="20-point check"
          onChange={(e) => setDraft((d) => ({ ...d, Name: e.target.value }))}
        />
        <SwitchField
          label="Active (offered when an inspection starts)"
          isChecked={draft.Act}
          onChange={(e) => setDraft((d) => ({ ...d, Act: e.target.checked }))}
        />
        {draft.Sections.map((section, i) => (
          <fieldset key={i} className="kk-catalogue__picked">
            <legend>{`Section ${i + 1}`}</legend>
            <Flex direction="column" gap="small">
              <TextField
                label="Section name"
                isRequired
                maxLength={60}
                placeholder="Brakes"
                value={section.Name}
                onChange={(e) => setSection(i, { Name: e.target.value })}
              />
              <TextAreaField
                label="Points to check, one per line"
                rows={Math.max(3, linesOf(section.Points).length + 1)}
                placeholder={'Pads front\nPads rear\nFluid'}
                value={section.Points}
                onChange={(e) => setSection(i, { Points: e.target.value })}
              />
              {draft.Sections.length > 1 ? (
                <Button
                  size="small"
                  alignSelf="flex-start"
                  onClick={() => setDraft((d) => ({ ...d, Sections: d.Sections.filter((_, j) => j !== i) }))}
                >
                  {`Remove section ${section.Name || i + 1}`}
                </Button>
              ) : null}
            </Flex>
          </fieldset>
        ))}
        <Button
          alignSelf="flex-start"
          onClick={() => setDraft((d) => ({ ...d, Sections: [...d.Sections, { Name: '', Points: '' }] }))}
        >
          Add section
        </Button>
        <Text role="status" variation="secondary">{`${points} ${points === 1 ? 'point' : 'points'}`}</Text>
        {problem ? (
          <Alert variation="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Flex gap="small" wrap="wrap">
          <Button type="submit" variation="primary" isLoading={save.isPending} loadingText="Saving">
            Save
          </Button>
          <Button onClick={back}>Cancel</Button>
        </Flex>
      </Flex>
    </form>
  );
}

/**
 * settings/checklist/New and settings/checklist/{Id} (spec platform §2; Id 'New' creates):
 * a checklist's name, sections and points, saved at the `ver` read. Inspections already
 * started keep the points they copied.
 */
export function Component() {
  const { Id = 'New' } = useParams();
  const isNew = Id.toLowerCase() === 'new';
  const checklist = useChecklist(isNew ? undefined : Id);
  return (
    <SettingsFrame
      title={isNew ? 'New checklist' : `Edit ${checklist.data?.Name ?? 'checklist'}`}
      description="Points grouped in sections, such as Brakes: pads front, pads rear, fluid."
    >
      {!isNew && checklist.isPending ? <Loader size="large" ariaLabel="Loading the checklist" /> : null}
      {checklist.error ? (
        <Alert variation="error" heading={checklist.error.message}>
          <Button onClick={() => void checklist.refetch()}>Retry</Button>
        </Alert>
      ) : null}
      {isNew ? (
        <ChecklistEditor />
      ) : checklist.data ? (
        <ChecklistEditor key={`${checklist.data._id}:${checklist.data.ver}`} existing={checklist.data} />
      ) : null}
    </SettingsFrame>
  );
}
