// What a test has heard so far (bus events, stream frames), and a bounded wait for the one it
// expects: the wait fails after `timeoutMs`, listing what did arrive.

export const EVENT_WAIT_MS = 2000;

export interface EventLog<T> {
  /** Every item so far, in the order heard. */
  items: T[];
  push(item: T): void;
  /** The first item matching `match`, waiting at most `timeoutMs` for it. */
  next(match: (item: T) => boolean, timeoutMs?: number): Promise<T>;
}

export function eventLog<T>(): EventLog<T> {
  const items: T[] = [];
  const waiters = new Set<() => void>();
  return {
    items,
    push(item) {
      items.push(item);
      for (const wake of waiters) wake();
    },
    next: (match, timeoutMs = EVENT_WAIT_MS) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = items.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`nothing matching within ${timeoutMs} ms; heard ${JSON.stringify(items)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
