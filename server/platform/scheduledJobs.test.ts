import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '@/server/db/schema';
import { buildTestApp, testDatabases } from '@/server/test/app';
import { runIfDue, type JobTransaction } from './scheduledJobs';

// Issue 19, point 1: a scheduled job runs on one instance per interval, chosen by a row lock in
// PostgreSQL. On PostgreSQL two apps on one schema stand for two instances; PGlite is one process,
// where the two callers share its one connection.

describe.each(testDatabases)('scheduled jobs on $name', (database) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp(database);
    second = database.name === 'postgres' ? await buildTestApp(database) : first;
  });
  afterAll(async () => {
    await first?.close();
    if (second !== first) await second?.close();
  });

  const lastRun = async (name: string) =>
    (await first.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

  it('runs a due job on one instance only, and not again until its interval has passed', async () => {
    const runs: string[] = [];
    const job = (instance: string) => async () => {
      runs.push(instance);
      await new Promise((resolve) => setTimeout(resolve, 200));
    };

    const ran = await Promise.all([
      runIfDue(first.db, 'digest', 60_000, job('a'), 'a'),
      runIfDue(second.db, 'digest', 60_000, job('b'), 'b'),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    expect(await lastRun('digest')).toMatchObject({ lastRunBy: runs[0] });

    expect(await runIfDue(second.db, 'digest', 60_000, job('b'), 'b')).toBe(false);
    await first.db.update(scheduledJobs).set({ lastRunAt: sql`now() - interval '61 seconds'` }).where(eq(scheduledJobs.name, 'digest'));
    expect(await runIfDue(second.db, 'digest', 60_000, job('b'), 'b')).toBe(true);
    expect(runs).toHaveLength(2);
  });

  it('keeps nothing of a run that failed, so the next look runs it again', async () => {
    const failing = async (tx: JobTransaction) => {
      await tx.update(scheduledJobs).set({ lastRunBy: 'half done' }).where(eq(scheduledJobs.name, 'flaky'));
      throw new Error('smtp down');
    };
    await expect(runIfDue(first.db, 'flaky', 60_000, failing, 'a')).rejects.toThrow('smtp down');
    expect(await lastRun('flaky')).toMatchObject({ lastRunAt: new Date(0), lastRunBy: 'a' });
    expect(await runIfDue(second.db, 'flaky', 60_000, async () => undefined, 'b')).toBe(true);
    expect(await lastRun('flaky')).toMatchObject({ lastRunBy: 'b' });
  });

  it("the mail worker's jobs (summaries, reminders) run once per interval across instances", async () => {
    expect(await Promise.all([first.mail.runJobsIfDue(), second.mail.runJobsIfDue()])).toEqual(expect.arrayContaining([true, false]));
    expect(await first.mail.runJobsIfDue()).toBe(false);
  });
});
