import { hostname } from 'node:os';
import { and, eq, lte, sql } from 'drizzle-orm';
import { scheduledJobs } from '@/server/db/schema';
import type { Database } from './db';

// Issue 19, point 1: a scheduled job runs on one instance per interval, whichever has it due first.
// Its row in scheduled_jobs is the lock: an instance locks the row (FOR UPDATE SKIP LOCKED) only
// while nobody else holds it and only once `everyMs` have passed since the last run, runs the job
// in that same transaction and records the run. Another instance meanwhile skips the locked row;
// after the commit it finds the job not due. A job that fails rolls back with its record, so the
// next instance to look runs it again.

/** Who ran a job last (scheduled_jobs.last_run_by): this host and process. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}`;

/** The transaction a job runs in. */
export type JobTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs `job` when it is due and no other instance is running it; answers whether it ran here. */
export async function runIfDue(
  db: Database,
  name: string,
  everyMs: number,
  job: (tx: JobTransaction) => Promise<void>,
  instance = INSTANCE_NAME,
): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name, lastRunAt: new Date(0), lastRunBy: instance })
    .onConflictDoNothing({ target: scheduledJobs.name });
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.lastRunAt, sql`now() - make_interval(secs => ${everyMs / 1000})`)))
      .for('update', { skipLocked: true });
    if (!due) return false;
    await job(tx);
    await tx.update(scheduledJobs).set({ lastRunAt: sql`now()`, lastRunBy: instance }).where(eq(scheduledJobs.name, name));
    return true;
  });
}
