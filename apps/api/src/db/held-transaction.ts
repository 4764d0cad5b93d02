import type { Database, Transaction } from './connection';

/** Thrown inside the held transaction's callback to roll it back; never seen outside. */
class RolledBack extends Error {}

export interface HeldTransaction {
  tx: Transaction;
  /** Commits; rejects with the database's error when the commit fails. */
  commit(): Promise<void>;
  /** Rolls back (also after a failed statement); never rejects. */
  rollback(): Promise<void>;
}

/**
 * A transaction held open across the caller's awaits, committed or rolled back when it says so.
 * Drizzle's transactions live inside a callback; a catalogue import writes batch after batch while
 * it goes on reading the file, so its transaction must outlive any one callback of its own.
 */
export async function holdTransaction(db: Database): Promise<HeldTransaction> {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let opened!: (tx: Transaction) => void;
  const ready = new Promise<Transaction>((resolve) => {
    opened = resolve;
  });
  const ended = db.transaction(async (tx) => {
    opened(tx);
    if (!(await decided)) throw new RolledBack();
  });
  // A BEGIN that fails ends the transaction before it was ever handed out.
  const unopened = ended.then(() => Promise.reject(new Error('the transaction ended before it began')));
  unopened.catch(() => {});
  const tx = await Promise.race([ready, unopened]);
  return {
    tx,
    commit() {
      decide(true);
      return ended;
    },
    async rollback() {
      decide(false);
      await ended.catch(() => {});
    },
  };
}
