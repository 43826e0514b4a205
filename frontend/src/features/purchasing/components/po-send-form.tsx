import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { PoStepMessages, PoStepTexts } from '@shared/purchasing/po-step-messages';
import type { PurchaseOrderAnswer } from '@shared/purchasing/purchase-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useSendToVendor } from '../api/po-step-calls';
import { showRefusal } from './purchase-fields';

type SendValues = { Ph: string; Email: string };

/**
 * Send to vendor (docs/purchasing.md §19): the signed link to the order's page
 * by SMS and e-mail; left empty, the vendor's own mobile and e-mail on record.
 */
export function PoSendForm({ order, onDone }: { order: PurchaseOrderAnswer; onDone: () => void }) {
  const form = useForm<SendValues>({ defaultValues: { Ph: '', Email: '' } });
  const send = useSendToVendor(order._id);
  const [problem, setProblem] = useState<string | undefined>();
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const sent = await send.mutateAsync({
        ver: order.ver,
        ...(values.Ph.trim() ? { Ph: values.Ph.trim() } : {}),
        ...(values.Email.trim() ? { Email: values.Email.trim() } : {}),
      });
      toast.success(PoStepMessages.sentTo(sent.Order.Num, sent.To.join(', ')));
      onDone();
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label={PoStepTexts.sendTitle}>
      <Flex direction="column" gap="small">
        <p className="kk-record-card__muted">{PoStepTexts.sendHint}</p>
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        <FormTextField<SendValues> name="Ph" label="Mobile number" inputMode="tel" maxLength={20} />
        <FormTextField<SendValues> name="Email" label="E-mail" type="email" maxLength={254} />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onDone}>Close</Button>
          <Button type="submit" variation="primary" isLoading={send.isPending}>
            Send
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
