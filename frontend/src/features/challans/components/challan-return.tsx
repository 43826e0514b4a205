import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import type { ChallanAnswer } from '@shared/challans/challan-schemas';
import { useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { useReturnChallan } from '../api/challan-calls';
import { useLinesOut } from './use-lines-out';

/**
 * Goods back on a challan (docs/challans.md §4): how much of each line still out
 * came back (blank: none), and a note. The stock comes back at the cost it left
 * at; a refusal (more than is out) shows under its line.
 */
export function ChallanReturn({ challan, onDone }: { challan: ChallanAnswer; onDone: () => void }) {
  const lines = useLinesOut(challan);
  const [notes, setNotes] = useState('');
  const save = useReturnChallan(challan._id);

  const submit = () =>
    lines.submit(async (Lines) => {
      await save.mutateAsync({ Lines, ver: challan.ver, ...(notes.trim() ? { Notes: notes.trim() } : {}) });
      toast.success('Goods taken back into stock.');
      onDone();
    });

  return (
    <form
      aria-label="Goods back"
      className="kk-challan__return"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Flex direction="column" gap="small">
        {lines.problem ? <Alert variation="error">{lines.problem}</Alert> : null}
        {lines.fields}
        <TextField label="Note" size="small" maxLength={200} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <Flex gap="small" justifyContent="flex-end">
          <Button size="small" onClick={onDone}>
            Close
          </Button>
          <Button size="small" type="submit" variation="primary" isLoading={save.isPending}>
            Take back
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
