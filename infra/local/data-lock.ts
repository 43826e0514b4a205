import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStartError } from './local-error';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One running Karkhana per data folder: DynamoDB Local's database file must not
 * be opened twice. A lock left by a process that died is taken over.
 */
export function lockDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'karkhana.lock');
  try {
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new LocalStartError(
        `The data folder ${dataDir} is in use by another Karkhana process (pid ${holder}). Stop it first.`,
      );
    }
  } catch (error) {
    if (error instanceof LocalStartError) throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
