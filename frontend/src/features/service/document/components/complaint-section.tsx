import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { isDuplicateComplaint } from '@shared/documents/validate';
import { DocumentMessages } from '@shared/documents/validation-messages';
import { memo, useMemo } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { SearchCombobox } from '../../../../components/combobox/search-combobox';
import { LineGrid } from '../../../../components/line-grid/line-grid';
import { complaintSearch } from '../api/lookups';
import { formLines, type DocumentForm, type LabourRow, type PartRow } from '../utils/document-form';
import { labourColumns, mayRemoveLine, partColumns, type LineColumnContext } from './line-columns';

export type LineFactories = {
  newLabour: () => LabourRow;
  newPart: () => PartRow;
};

type SectionProps = {
  form: UseFormReturn<DocumentForm>;
  index: number;
  ctx: LineColumnContext;
  factories: LineFactories;
  lineError: (line: { _id: string }) => string | undefined;
  onRemove?: (() => void) | undefined;
};

/** The complaint's words: searched in the complaint list, or typed as the customer said them. */
function ComplaintPick({ form, index, ctx }: Pick<SectionProps, 'form' | 'index' | 'ctx'>) {
  const { field } = useController({ control: form.control, name: `Groups.${index}.Comp.Desc` });
  const search = useMemo(() => complaintSearch(), []);
  const ownId = form.getValues(`Groups.${index}.Comp._id`);
  return (
    <SearchCombobox
      label={`Complaint ${ownId ?? ''}`.trim()}
      text={typeof field.value === 'string' ? field.value : ''}
      onTextChange={field.onChange}
      search={search.search}
      onPick={(option) => {
        const found = search.recordOf(option);
        if (!found) return;
        const others = formLines(form.getValues()).Comps.filter((c) => c._id !== ownId);
        if (isDuplicateComplaint(others, found._id)) {
          ctx.refuse(DocumentMessages.duplicateComplaint);
          form.setValue(`Groups.${index}.Comp.Desc`, '', { shouldDirty: true });
          return;
        }
        field.onChange(found.Desc);
        form.setValue(`Groups.${index}.Comp.Comp_Id`, found._id, { shouldDirty: true });
      }}
      inputAttributes={{ name: field.name, onBlur: field.onBlur, placeholder: 'What the customer says' }}
    />
  );
}

/** The parts grid of one labour line. */
const PartsOfLabour = memo(function PartsOfLabour({
  form,
  group,
  at,
  ctx,
  factories,
  lineError,
}: Omit<SectionProps, 'index' | 'onRemove'> & { group: number; at: number }) {
  const [id, desc] = useWatch({
    control: form.control,
    name: [`Groups.${group}.Ops.${at}._id`, `Groups.${group}.Ops.${at}.Desc`],
  });
  const columns = useMemo(() => partColumns(ctx, id), [ctx, id]);
  const canRemove = useMemo(() => mayRemoveLine(ctx), [ctx]);
  return (
    <div className="kk-doc__parts">
      <Heading level={5}>{`Parts for ${id}${desc ? ` · ${desc}` : ''}`}</Heading>
      <LineGrid
        form={form}
        name={`Groups.${group}.Ops.${at}.Parts`}
        columns={columns}
        newLine={factories.newPart}
        label={`Parts for ${id}`}
        lineNoun="part"
        addLabel="Add part"
        maxLines={1000}
        summary={(lines) => `${lines.length} ${lines.length === 1 ? 'part' : 'parts'}`}
        lineError={lineError}
        canRemove={canRemove}
      />
    </div>
  );
});

/**
 * One complaint with its services (CompId) and, under each service, its parts
 * (OpId); the group without a complaint holds the work asked for without one.
 */
export function ComplaintSection({ form, index, ctx, factories, lineError, onRemove }: SectionProps) {
  const hasComplaint = useWatch({ control: form.control, name: `Groups.${index}.Comp` }) !== null;
  const labourIds = (useWatch({ control: form.control, name: `Groups.${index}.Ops` }) ?? [])
    .map((o) => o._id)
    .join(' ');
  const columns = useMemo(() => labourColumns(ctx), [ctx]);
  const canRemove = useMemo(() => mayRemoveLine(ctx), [ctx]);
  const count = labourIds === '' ? 0 : labourIds.split(' ').length;
  return (
    <section
      className="kk-doc__complaint"
      aria-label={hasComplaint ? `Complaint ${index + 1}` : 'Work without a complaint'}
    >
      <Flex alignItems="flex-end" gap="small" wrap="wrap">
        {hasComplaint ? (
          <ComplaintPick form={form} index={index} ctx={ctx} />
        ) : (
          <Heading level={4}>Work without a complaint</Heading>
        )}
        {onRemove && count === 0 ? (
          <Button size="small" variation="link" onClick={onRemove}>
            Remove complaint
          </Button>
        ) : null}
      </Flex>
      <LineGrid
        form={form}
        name={`Groups.${index}.Ops`}
        columns={columns}
        newLine={factories.newLabour}
        label={hasComplaint ? `Labour for complaint ${index + 1}` : 'Labour without a complaint'}
        lineNoun="labour"
        addLabel="Add labour"
        maxLines={1000}
        summary={(lines) => `${lines.length} labour ${lines.length === 1 ? 'line' : 'lines'}`}
        lineError={lineError}
        canRemove={canRemove}
      />
      {Array.from({ length: count }, (_, at) => (
        <PartsOfLabour
          key={labourIds.split(' ')[at]}
          form={form}
          group={index}
          at={at}
          ctx={ctx}
          factories={factories}
          lineError={lineError}
        />
      ))}
    </section>
  );
}
