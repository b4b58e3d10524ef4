import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS_MAX_PER_NGO } from '@/contract/limits';
import {
  socialLinkErrorKeys,
  socialPlatformProblem,
  socialUrlProblem,
  type SocialLink,
  type SocialPlatformChoice,
} from '@/contract/socialLinks';
import { useCreateSocialLink, useUpdateSocialLink } from '@/queries/socialLinks';
import { useAppForm } from '@/app/forms/appForm';
import { focusInvalid, ProfileItemForm, useSendRules } from './ProfileItemForm';
import { saveFailureOf } from './saveFailure';

interface SocialLinkFormProps {
  /** The link to change; none adds a new one. */
  link?: SocialLink;
  choices: readonly SocialPlatformChoice[];
  /** The choices call failed and `choices` is the default list (SPEC §8): said quietly under the select. */
  choicesFailed: boolean;
  onDone: () => void;
}

const FIELD_KEYS = [
  'socialLinks.validation.platformRequired',
  'socialLinks.validation.unsupportedPlatform',
  'socialLinks.validation.urlRequired',
  'socialLinks.validation.urlInvalid',
  'socialLinks.validation.urlWrongPlatform',
] as const;

/**
 * Adds or changes one social link: the platform from the choices and its address, checked with the
 * contract's rules before sending (the server's own messages), the server's refusals under their
 * fields or above the form. A failed save keeps what was typed.
 */
export function SocialLinkForm({ link, choices, choicesFailed, onDone }: SocialLinkFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { problems, check } = useSendRules(problemsOf);
  const create = useCreateSocialLink();
  const update = useUpdateSocialLink();
  const save = link ? update : create;

  const form = useAppForm({
    defaultValues: { platform: link?.platform ?? '', url: link?.url ?? '' } as { platform: string; url: string },
    onSubmit: ({ value }) => {
      const body = { platform: value.platform, url: value.url.trim() };
      const settled = { onSuccess: onDone, onError: () => focusInvalid(formRef.current) };
      if (link) update.mutate({ id: link.id, ...body }, settled);
      else create.mutate(body, settled);
    },
  });

  const failure = save.isError
    ? saveFailureOf(save.error, t, {
        serviceKey: link ? 'socialLinks.card.failures.update' : 'socialLinks.card.failures.create',
        codeKeys: socialLinkErrorKeys,
        fieldKeys: FIELD_KEYS,
        formFields: ['platform', 'url'],
        values: { max: SOCIAL_LINKS_MAX_PER_NGO },
      })
    : null;
  /** The form's own check first, else what the server said about the field. */
  const errorOf = (name: 'platform' | 'url') => {
    const key = problems[name];
    return key ? t(key) : (failure?.fields[name] ?? null);
  };

  const platformName = link ? choices.find((choice) => choice.value === link.platform)?.display_name ?? link.platform : '';
  return (
    <ProfileItemForm
      formRef={formRef}
      title={link ? t('socialLinks.card.editTitle', { platform: platformName }) : t('socialLinks.card.addTitle')}
      adding={!link}
      failure={failure?.message}
      saveLabel={t('socialLinks.card.save')}
      save={save}
      check={() => check(form.state.values)}
      send={() => void form.handleSubmit()}
      onCancel={onDone}
    >
      <form.AppField name="platform">
        {(field) => (
          <field.SelectField
            label={t('socialLinks.card.platform')}
            required
            hint={choicesFailed ? t('socialLinks.card.choicesFailed') : undefined}
            error={errorOf('platform')}
            options={[
              { value: '', label: t('socialLinks.card.choosePlatform') },
              ...choices.map((choice) => ({ value: choice.value as string, label: choice.display_name })),
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="url">
        {(field) => (
          <field.TextField
            type="url"
            inputMode="url"
            spellCheck={false}
            label={t('socialLinks.card.url')}
            hint={t('socialLinks.card.urlHint')}
            required
            error={errorOf('url')}
          />
        )}
      </form.AppField>
    </ProfileItemForm>
  );
}

function problemsOf(value: { platform: string; url: string }) {
  return { platform: socialPlatformProblem(value.platform) ?? undefined, url: socialUrlProblem(value.platform, value.url) ?? undefined };
}
