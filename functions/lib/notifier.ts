import { config } from './config';
import { log } from './http/log';

/**
 * The one port for outgoing e-mail and SMS (DESIGN §4). In the cloud it sends
 * through SES and SNS; locally and in tests it keeps an outbox that the console
 * prints and the dev endpoint `/__dev/outbox` shows.
 */
export type Notification = { channel: 'email' | 'sms'; to: string; subject: string; text: string };
export type OutboxEntry = Notification & { sentAt: string };

const outbox: OutboxEntry[] = [];
const OUTBOX_LIMIT = 200;

export const readOutbox = (): readonly OutboxEntry[] => outbox;

async function sendThroughAws(message: Notification): Promise<void> {
  const { AWS_REGION, SES_FROM_ADDRESS } = config();
  if (message.channel === 'email') {
    const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    await new SESv2Client({ region: AWS_REGION }).send(
      new SendEmailCommand({
        FromEmailAddress: SES_FROM_ADDRESS,
        Destination: { ToAddresses: [message.to] },
        Content: { Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.text } } } },
      }),
    );
    return;
  }
  const { SNSClient, PublishCommand } = await import('@aws-sdk/client-sns');
  // Indian mobile numbers are stored as 10 digits.
  await new SNSClient({ region: AWS_REGION }).send(
    new PublishCommand({ PhoneNumber: `+91${message.to}`, Message: message.text }),
  );
}

export async function notify(message: Notification): Promise<void> {
  if (config().NOTIFIER === 'aws') {
    await sendThroughAws(message);
    return;
  }
  const entry = { ...message, sentAt: new Date().toISOString() };
  outbox.push(entry);
  if (outbox.length > OUTBOX_LIMIT) outbox.shift();
  // The log never holds the code; the local runtime prints it to its own console.
  log('info', 'outbox message kept', { channel: message.channel });
  for (const listener of listeners) listener(entry);
}

const listeners = new Set<(entry: OutboxEntry) => void>();

/** The local runtime (`npm start`) shows codes on its console through this; nothing in the cloud listens. */
export function onOutboxMessage(listener: (entry: OutboxEntry) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
