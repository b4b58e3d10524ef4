import { eq } from 'drizzle-orm';
import { ngos } from '@/server/db/schema';
import type { Database } from './db';

/**
 * The NGO's row, locked until the transaction ends: a change that counts the NGO's rows against a
 * cap (social links, contacts, gallery photos) runs one at a time, so two cannot pass it together.
 */
export async function lockNgo(tx: Pick<Database, 'select'>, ngoId: number): Promise<void> {
  await tx.select({ id: ngos.id }).from(ngos).where(eq(ngos.id, ngoId)).for('update');
}
