import { roleKey } from '@shared/access/roles';
import { DEMO_DOMAIN, DEMO_PASSWORD, DEMO_USERS } from './seed/demo-organisation';
import { isLoopback, listenHost } from './listen-host';
import { LocalStartError } from './local-error';
import { startLocalStack } from './stack';

/** `npm start`: Karkhana on this machine with demo data, on real embedded components. */
async function main(): Promise<void> {
  // The Lambdas run on Node 22; the SDK's notice about Node 20 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const port = Number(process.env.PORT ?? 5173);
  const dataDir = process.env.KARKHANA_DATA ?? '.data';
  const stack = await startLocalStack({
    port,
    dataDir,
    dynamoPort: Number(process.env.DYNAMODB_PORT ?? 8000),
    s3Port: Number(process.env.S3_PORT ?? 4569),
    seed: 'demo',
    web: 'dev',
    host: listenHost(),
    exposeOutbox: process.env.KARKHANA_EXPOSE_OUTBOX === '1',
  });
  // A data folder from before the dashboard partitions (docs/data-model-documents.md D2a) gets its open
  // documents on the dashboards; on one written since, this finds them all in place and writes nothing.
  if (stack.seeded !== 'seeded') {
    // Loaded once the stack has set the table's address, as the handlers are.
    const { backfillEveryDashboard } = await import('./dashboard-backfill-all');
    await backfillEveryDashboard();
    // Audit records from before the audit's own partition (data-model-documents D14) move there.
    const { moveAuditRecords } = await import('./audit-move');
    await moveAuditRecords();
    // Repair orders, estimates and vehicles from before the reminders get their index items (docs/reminders.md §8).
    const { backfillEveryReminderIndex } = await import('./reminder-backfill-all');
    await backfillEveryReminderIndex();
    // Items from before the counter's item search index get their rows (docs/inventory-items.md §13.2).
    const { rebuildEveryItemSearch } = await import('./item-search-rebuild-all');
    await rebuildEveryItemSearch();
  }
  const exposure = isLoopback(stack.host)
    ? '  Listening on this machine only (set KARKHANA_HOST=0.0.0.0 to expose it to the network).'
    : `  Listening on ${stack.host}: reachable from the network.`;
  const outbox = stack.outbox
    ? `One-time codes (forgot password) are printed here and listed at ${stack.url}/__dev/outbox`
    : 'One-time codes (forgot password) are printed here (the outbox page is off while exposed; KARKHANA_EXPOSE_OUTBOX=1 turns it on)';
  const logins = DEMO_USERS.map((u) => `    ${u.UserName.padEnd(13)} ${roleKey[u.UserName]}`).join('\n');
  console.log(`
  Karkhana is running at ${stack.url}  (API ${stack.apiUrl}, WebSocket ${stack.wsUrl})
  Demo data ${stack.seeded === 'seeded' ? 'seeded' : 'already present'} in ${dataDir}/

  Log in with domain "${DEMO_DOMAIN}" and password "${DEMO_PASSWORD}" as:
${logins}

${exposure}
  ${outbox}
  Press Ctrl+C to stop.
`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof LocalStartError) console.error(`karkhana: ${error.message}`);
  else console.error(`karkhana: could not start: ${(error as Error).message}`);
  process.exit(1);
});
