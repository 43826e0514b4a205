import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { industryLabels } from '@shared/access/industry-labels';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { Messages } from '@shared/api/messages';
import { partsComeFromStock } from '@shared/inventory/inventory-features';
import { partiesRoutes } from '@shared/api/routes/parties';
import { usersRoutes } from '@shared/api/routes/users';
import type { LineStatus } from '@shared/documents/statuses';
import { DEFAULT_TAX_CODES, taxCodeLabel } from '@shared/documents/tax-codes';
import { ANOTHER_DOCUMENT_OF, actionPathOf, type ServiceActionLabel } from '@shared/service/action-paths';
import type { EstimateAnswer } from '@shared/service/call-schemas';
import {
  canAddFreeFormLines,
  canAssignTechnicians as mayAssignTechnicians,
  lineEditRights,
} from '@shared/service/service-permissions';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { LineGrid } from '../../../../components/line-grid/line-grid';
import { notifyError, toast } from '../../../../components/toast/toast-store';
import { useFormChanges } from '../../../../components/unsaved-changes/use-form-changes';
import { useUnsavedChanges } from '../../../../components/unsaved-changes/use-unsaved-changes';
import { todayIn } from '../../../../lib/format';
import { usePageName } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session';
import { useDocumentAction, useSaveDocument } from '../api/document-calls';
import { reservationNote, saveAskingWhenShort, type ShortAnswer } from '../utils/reservation-save';
import { useLineFactories } from '../hooks/use-line-factories';
import { useFillTechnicianNames, useTechnicians } from '../hooks/use-technicians';
import { useVehicleGuide } from '../hooks/use-vehicle-guide';
import { operationSearch, partSearch, subletVendorSearch, useTaxCodes, useUsers } from '../api/lookups';
import {
  allLineIds,
  answerToForm,
  formLines,
  formToBody,
  linePrefixes,
  newDocumentForm,
  nextLineId,
  type DocumentAnswer,
  type DocumentForm,
  type DocumentKind,
} from '../utils/document-form';
import { formPathOf, hasCell, issuesOfRefusal, screenIssues, type LineIssue } from '../utils/issues';
import { ServiceScreenMessages } from '../utils/messages';
import { documentPath } from '../utils/routes';
import { ActionBar } from './action-bar';
import { ClaimFields } from './claim-fields';
import { DocumentHeading } from './document-heading';
import { ComplaintSection } from './complaint-section';
import { HeaderFields } from './header-fields';
import { mayRemoveLine, partColumns, type LineColumnContext } from './line-columns';
import { deltaOf, SupplementaryDelta } from './supplementary-delta';
import { SupplementaryTabs } from './supplementary-tabs';
import { TotalsPanel } from './totals-panel';
import './document.css';

const byInsurer = (l: { PBy?: string | undefined }): boolean => l.PBy === 'Ins' || l.PBy === 'InCu';
const isInsuranceRepair = (insurer: string | undefined, lines: ReturnType<typeof formLines>): boolean =>
  Boolean(insurer) || lines.Ops.some(byInsurer) || lines.Parts.some(byInsurer);

type Confirming = { message: string; resolve: (yes: boolean) => void };

/**
 * The one screen that writes and works an estimate or a repair order
 * (docs/service-screens.md): header, complaints with their labour and parts, the claim,
 * totals recomputed as the user types, save (Ctrl+S) and the document's actions.
 */
export function DocumentEditor({ kind, answer }: { kind: DocumentKind; answer: DocumentAnswer | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const labels = industryLabels(session.Entity.Config.Industry);
  const ctxAccess: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canFreeForm = canAddFreeFormLines(ctxAccess);
  const canListUsers = isPermitted(usersRoutes.listUsers.permission, ctxAccess);
  const canSearchVendors = isPermitted(partiesRoutes.searchVendors.permission, ctxAccess);
  const vendors = useMemo(() => (canSearchVendors ? subletVendorSearch() : undefined), [canSearchVendors]);
  const timeZone = session.User.TZ;
  const today = todayIn(timeZone);
  const isEstimate = kind === 'estimate';
  const prefixes = linePrefixes(kind);

  const users = useUsers(canListUsers);
  const branchUsers = useMemo(
    () => (users.data ?? []).filter((u) => u.Active && u.Branches.some((b) => b.EntId === session.Entity.EntId)),
    [users.data, session.Entity.EntId],
  );
  const userOptions = canListUsers ? branchUsers.map((u) => ({ value: u.UserId, label: u.Name })) : undefined;
  const canAssignTechnicians = kind === 'repairOrder' && mayAssignTechnicians(ctxAccess);
  const { employees, techName, technicians } = useTechnicians(canAssignTechnicians);

  const form = useForm<DocumentForm>({
    defaultValues: answer ? answerToForm(answer, techName) : newDocumentForm(kind, session.User.UserId),
  });
  const groups = useFieldArray({ control: form.control, name: 'Groups', keyName: 'fieldKey' });
  // Whether the document differs from what the server holds: the actions work on the saved document only.
  const changed = useFormChanges(form, formToBody);
  useUnsavedChanges(changed);

  useFillTechnicianNames(form, employees, techName);

  const { prodId, guide } = useVehicleGuide(form);
  const taxCodes = useTaxCodes();

  const [issues, setIssues] = useState<LineIssue[]>([]);
  const [confirming, setConfirming] = useState<Confirming | undefined>();
  const [goTo, setGoTo] = useState<string | undefined>();
  const saved = useRef(
    new Map<string, LineStatus | undefined>(
      [...(answer?.Ops ?? []), ...(answer?.Parts ?? [])].map((l) => [l._id, l.Sts]),
    ),
  );
  const savedIds = useMemo(
    () => [...(answer?.Comps ?? []), ...(answer?.Ops ?? []), ...(answer?.Parts ?? [])].map((l) => l._id),
    [answer],
  );

  // Leave for the new document only once the form is clean, so the unsaved-changes guard lets us go.
  useEffect(() => {
    if (goTo) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  // The edit locks the API applies (line-rules): a cell it would refuse to change is read-only.
  const editRights = useMemo(
    () => lineEditRights({ access: session.Access, config: session.Entity.Config, user: session.User }),
    [session],
  );

  // An insurer on the claim, or a line the insurer pays (part of), makes this an insurance repair.
  // The editor re-renders only when the answer flips, not on every keystroke in a line.
  const insurance = useWatch({
    control: form.control,
    name: ['Claim.InsId', 'Groups', 'LooseParts'],
    compute: ([insurer, groups, loose]) => isInsuranceRepair(insurer, formLines({ Groups: groups, LooseParts: loose })),
  });
  // One part search for the screen's life: a pick is matched to the record its search remembered.
  const parts = useMemo(() => partSearch(), []);
  const tiesStock = !isEstimate && partsComeFromStock(session.Entity.Config);
  const ctx = useMemo(
    (): LineColumnContext => ({
      kind,
      insurance,
      vendors,
      operations: operationSearch(guide.data?._id),
      parts,
      technicians,
      savedStatus: (id) => saved.current.get(id),
      currentLines: () => formLines(form.getValues()),
      refuse: (message) => toast.error(message),
      confirmPart: (message) => new Promise<boolean>((resolve) => setConfirming({ message, resolve })),
      tiesStock,
      locks: { doc: { kind: isEstimate ? 'Estimate' : 'RepairOrder', Sts: answer?.Sts ?? 'New' }, rights: editRights },
      taxCodeLabel: (code) => taxCodeLabel(taxCodes.data ?? DEFAULT_TAX_CODES, code, answer?.CrDate ?? today),
    }),
    [
      kind,
      insurance,
      vendors,
      guide.data?._id,
      parts,
      technicians,
      form,
      isEstimate,
      tiesStock,
      answer?.Sts,
      editRights,
      taxCodes.data,
      answer?.CrDate,
      today,
    ],
  );

  const status = answer?.Sts ?? 'New';
  const newId = (prefix: string) => nextLineId(prefix, [...savedIds, ...allLineIds(form.getValues())]);
  const factories = useLineFactories({ status, isEstimate, prefixes, newId });
  const looseColumns = useMemo(() => partColumns(ctx, undefined), [ctx]);
  const mayRemove = useMemo(() => mayRemoveLine(ctx), [ctx]);

  // A line's issue on a field with a cell shows under that cell; the others (tax code, SAC…) as the line's own message.
  const issueOf = useMemo(
    () =>
      new Map(
        issues.filter((i) => i.LineId && !hasCell(i)).map((i) => [i.LineId as string, `${i.Field}: ${i.Message}`]),
      ),
    [issues],
  );
  const lineError = useCallback((line: { _id: string }) => issueOf.get(line._id), [issueOf]);

  const showIssues = (found: LineIssue[]): void => {
    setIssues(found);
    const values = form.getValues();
    for (const issue of found) {
      const path = issue.LineId ? formPathOf(values, issue.LineId, issue.Field) : issue.Field;
      if (path) form.setError(path as never, { type: 'server', message: issue.Message });
    }
  };

  const save = useSaveDocument(kind);
  const action = useDocumentAction(kind);

  const onSave = form.handleSubmit(async (values) => {
    const own = screenIssues(values, kind, canFreeForm);
    if (own.length > 0) {
      showIssues(own);
      return;
    }
    setIssues([]);
    try {
      // A repair order's part that cannot be reserved in full is asked about first (utils/reservation-save.ts).
      const send = (AddShort: ShortAnswer) =>
        save.mutateAsync({ id: answer?._id, ver: answer?.ver, body: { ...formToBody(values), AddShort } });
      const answered = isEstimate
        ? await save.mutateAsync({ id: answer?._id, ver: answer?.ver, body: formToBody(values) })
        : await saveAskingWhenShort(send, ctx.confirmPart);
      if (!answered) return;
      toast.success(answer ? Messages.updated : Messages.saved);
      const note = reservationNote(answered);
      if (note) toast.info(note);
      if (!answer) {
        form.reset(answerToForm(answered, techName));
        setGoTo(documentPath(kind, answered._id));
      }
    } catch (error) {
      const refused = issuesOfRefusal(error);
      if (refused.length > 0) showIssues(refused);
      else notifyError(error);
    }
  });

  const onAction = async (label: string, reason?: string): Promise<void> => {
    if (!answer) return;
    const path = actionPathOf(kind, label);
    if (!path) return;
    setIssues([]);
    try {
      const answered = await action.mutateAsync({
        id: answer._id,
        action: path,
        ver: answer.ver,
        ...(reason ? { reason } : {}),
      });
      toast.success(Messages.updated);
      const other = ANOTHER_DOCUMENT_OF[label as ServiceActionLabel];
      if (other && answered._id !== answer._id) {
        form.reset(form.getValues());
        setGoTo(documentPath(other, answered._id));
      }
    } catch (error) {
      const refused = issuesOfRefusal(error);
      if (refused.length > 0) showIssues(refused);
      else notifyError(error);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void onSave();
    }
  };

  const noun = isEstimate ? 'Estimate' : labels.Order;
  const delta = deltaOf(answer);
  const title = answer
    ? `${noun} ${answer.Num}${'Code' in answer && answer.Code ? ` (Supp. ${answer.Code})` : ''}`
    : `New ${noun}`;
  // The browser tab names the document as its heading does ('Repair Order WO/2627/00012 · Karkhana').
  usePageName(title);
  const busy = save.isPending || action.isPending;
  const addComplaint = (): void => {
    const id = newId(prefixes.complaint);
    groups.insert(Math.max(0, groups.fields.length - 1), { Key: id, Comp: { _id: id, Desc: '' }, Ops: [] });
  };

  return (
    <div className="kk-doc" onKeyDown={onKeyDown}>
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            void onSave(event);
          }}
        >
          <Flex direction="column" gap="medium">
            <DocumentHeading kind={kind} title={title} answer={answer} timeZone={timeZone} saving={save.isPending} />
            {answer ? (
              <ActionBar
                actions={answer.Actions}
                supplementaryCount={answer.SuppEst?.length ?? 0}
                busy={busy}
                waitingFor={changed ? ServiceScreenMessages.saveBeforeActions : undefined}
                onAction={(l, r) => void onAction(l, r)}
              />
            ) : null}
            {answer && isEstimate ? <SupplementaryTabs answer={answer as EstimateAnswer} /> : null}
            {delta ? <SupplementaryDelta delta={delta} /> : null}
            {issues.length > 0 ? (
              <Alert variation="error" role="alert" heading={ServiceScreenMessages.refusedTitle}>
                <ul aria-label="Problems">
                  {issues.map((issue) => (
                    <li
                      key={`${issue.LineId ?? ''}-${issue.Field}-${issue.Message}`}
                    >{`${issue.LineId ? `${issue.LineId} · ` : ''}${issue.Field}: ${issue.Message}`}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <HeaderFields
              advisors={userOptions}
              advisorName={answer?.SAName ?? session.User.Name}
              today={today}
              timeZone={timeZone}
              orderWord={labels.Order}
            />
            <ClaimFields
              surveyors={userOptions}
              open={Boolean((answer as { Claim?: unknown } | undefined)?.Claim) || Boolean(answer?.Sur_Id)}
            />
            {prodId === '' ? <Text className="kk-doc__hint">{ServiceScreenMessages.noVehicleGuide}</Text> : null}
            {canFreeForm ? (
              <Text className="kk-doc__hint">Lines typed without a catalogue pick are saved as free-form lines.</Text>
            ) : null}
            <div className="kk-doc__body">
              <div className="kk-doc__lines">
                {groups.fields.map((group, index) => (
                  <ComplaintSection
                    key={group.fieldKey}
                    form={form}
                    index={index}
                    ctx={ctx}
                    factories={factories}
                    lineError={lineError}
                    onRemove={group.Comp ? () => groups.remove(index) : undefined}
                  />
                ))}
                <Button size="small" onClick={addComplaint}>
                  Add complaint
                </Button>
                <section aria-label="Parts without a labour line" className="kk-doc__complaint">
                  <Heading level={4}>Parts without a labour line</Heading>
                  <LineGrid
                    form={form}
                    name="LooseParts"
                    columns={looseColumns}
                    newLine={factories.newPart}
                    label="Parts without a labour line"
                    lineNoun="part"
                    addLabel="Add part"
                    maxLines={1000}
                    summary={(lines) => `${lines.length} ${lines.length === 1 ? 'part' : 'parts'}`}
                    lineError={lineError}
                    canRemove={mayRemove}
                  />
                </section>
              </div>
              <TotalsPanel
                control={form.control}
                answer={answer}
                taxCodes={taxCodes.data ?? DEFAULT_TAX_CODES}
                date={answer?.CrDate ?? today}
                round={session.Entity.Settings.Acc?.Round ?? false}
              />
            </div>
          </Flex>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={confirming !== undefined}
        title="Add the part?"
        message={confirming?.message ?? ''}
        confirmLabel="Add"
        onConfirm={() => {
          confirming?.resolve(true);
          setConfirming(undefined);
        }}
        onCancel={() => {
          confirming?.resolve(false);
          setConfirming(undefined);
        }}
      />
    </div>
  );
}
