import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

// Issue 18: without SMTP_URL the live server writes each message as an .eml file under
// DATA_DIR/outbox/ (playwright.config.ts names the directory); a test reads its mail there.

const outbox = () => path.join(process.env.E2E_LIVE_DATA_DIR!, 'outbox');

/** The newest message of this kind to this address, once the server's mail worker has written it. */
export async function mailTo(address: string, kind: string, after = 0): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox()).catch(() => [] as string[])).filter((name) => name.endsWith(`-${kind}.eml`)).sort();
        for (const name of names.reverse()) {
          const message = await simpleParser(await readFile(path.join(outbox(), name)));
          const to = [message.to].flat().flatMap((value) => value?.value.map((entry) => entry.address) ?? []);
          if (to.includes(address) && (message.date?.getTime() ?? 0) >= after - 1_000) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { message: `a ${kind} message to ${address} in ${outbox()}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first address in the message's text that starts with `prefix` (the server's own links). */
export function linkFrom(message: ParsedMail, pattern: RegExp): string {
  const link = (message.text ?? '').split(/\s+/).find((word) => pattern.test(word));
  if (!link) throw new Error(`no link matching ${pattern} in:\n${message.text}`);
  return link;
}
