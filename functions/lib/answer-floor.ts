/**
 * Runs `work` and answers no sooner than `floorMs` after it started, whether it
 * succeeds or throws. For calls whose duration would otherwise tell something
 * (forgot-password: only an existing account's code is sent, which takes a
 * message-service round trip), so every answer takes the same time as long as
 * the real work fits under the floor.
 */
export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, floorMs - (Date.now() - started))));
  try {
    const value = await work();
    await wait();
    return value;
  } catch (error) {
    await wait();
    throw error;
  }
}
