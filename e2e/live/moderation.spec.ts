import { newNgo } from '@/e2e/support/accounts';
import { runModerationLoop } from '@/e2e/support/moderation';
import { approveThroughApi, registerThroughApi } from './api';
import { LIVE_ADMIN, test } from './fixtures';

// The super administrator's flows on the real server and a fresh database.

test('an NGO submits, the administrator rejects with a reason, the NGO edits and resubmits, the administrator approves and publishes', async ({ page, request }) => {
  const ngo = newNgo('Castle Hill Friends');
  await registerThroughApi(request, ngo);
  await approveThroughApi(request, ngo.email);
  await runModerationLoop(page, { ngo, admin: LIVE_ADMIN }, 'live');
});
