/**
 * One JSON line per event for CloudWatch. Never logs bodies, headers or tokens
 * (they carry passwords and sessions).
 */
export function log(level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.KARKHANA_QUIET === '1' && level === 'info') return;
  const line = JSON.stringify({ level, message, ...fields, time: new Date().toISOString() });
  if (level === 'error') console.error(line);
  else console.log(line);
}
