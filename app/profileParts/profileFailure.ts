import type { ParseKeys, TFunction } from 'i18next';

/**
 * SPEC §8: a failure of the profile's contacts, social links (app/profile) or gallery (app/gallery)
 * shows the service's message with 'Please try again later': "<service message>. Please try again
 * later." (docs/decisions/people-and-profiles.md).
 */
export function profileFailureMessage(t: TFunction, key: ParseKeys): string {
  return t('profile.failure.tryLater', { message: t(key) });
}
