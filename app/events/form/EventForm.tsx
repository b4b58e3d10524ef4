import { useStore } from '@tanstack/react-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { platformErrorCodes } from '@/contract/errors';
import type { Event } from '@/contract/events';
import { ApiRequestError } from '@/queries/ApiRequestError';
import type { EventSave } from '@/queries/events';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { useAppForm } from '@/app/forms/appForm';
import { Button } from '@/app/ui/Button';
import { AdditionalDetailsSection } from './AdditionalDetailsSection';
import { BasicInformationSection } from './BasicInformationSection';
import { eventFormOptions } from './eventFormOptions';
import { eventFormProblems, eventPayloadOf, type EventFormField, type EventFormProblem, type EventFormValues } from './eventFormValues';
import { LocationSection } from './LocationSection';
import { TeamsSection } from './TeamsSection';
import '@/app/ui/primitives.css';

/** The form state with its rules (eventFormOptions); the sections take it to render their fields. */
function useEventForm(initialValues: EventFormValues, save: (values: EventFormValues) => void, onInvalid: (field: EventFormField | undefined) => void) {
  return useAppForm({
    ...eventFormOptions,
    defaultValues: initialValues,
    onSubmitInvalid: ({ value }) => onInvalid(eventFormProblems(value)[0]?.field),
    onSubmit: ({ value }) => save(value),
  });
}

interface EventFormProps {
  kind: 'create' | 'edit';
  initialValues: EventFormValues;
  /** useCreateEvent() or useUpdateEvent(id): its state drives the busy button and the messages. */
  saving: UseMutationResult<Event, Error, EventSave>;
  ngoId: number;
  /** Edit of one date of a series: its repetition belongs to the series (the fields are hidden). */
  seriesOccurrence?: boolean;
  /** Edit of a series' original event: saving also re-creates its pending and rejected dates. */
  seriesParent?: boolean;
  /** The way out: a link to where Cancel goes (SPEC §2). */
  cancel: ReactNode;
  /** SPEC §8: what a failed save says when the server gives no reason; the create or update default otherwise. */
  saveFailedText?: string;
}

/**
 * SPEC §2 "Create event" / "Edit event": four sections (basic information, teams and competences,
 * location, additional details). On save the §5 rules run on the payload the server gets; every
 * message shows at the top joined with commas and under its field. The server's answer shows the
 * same way; what was typed stays. The page redirects once `saving` succeeded.
 */
export function EventForm({
  kind,
  initialValues,
  saving,
  ngoId,
  seriesOccurrence = false,
  seriesParent = false,
  cancel,
  saveFailedText,
}: EventFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const messagesRef = useRef<HTMLDivElement>(null);

  const form = useEventForm(
    initialValues,
    (values) =>
      saving.mutate(
        { payload: eventPayloadOf(values), ngoId },
        { onError: (error) => focusField(formRef.current, firstServerField(error)) },
      ),
    (field) => focusField(formRef.current, field),
  );

  const problems = useStore(form.store, (state) => state.errorMap.onDynamic) as EventFormProblem[] | undefined;
  const uploading = useStore(form.store, (state) => state.values.image.upload === 'uploading');
  const serverFields = serverFieldMessages(saving.error);

  const problemText = (problem: EventFormProblem) => t(problem.message, problem.values ?? {});
  const errorFor = (field: EventFormField): string | undefined => {
    const mine = (problems ?? []).filter((problem) => problem.field === field).map(problemText);
    if (mine.length > 0) return mine.join(', ');
    return serverFields[field]?.join(', ');
  };

  // The answer's message sits above the form: bring it into view unless a field to fix took the focus.
  const revealMessage = saving.isSuccess || (saving.isError && Object.keys(serverFields).length === 0);
  useEffect(() => {
    if (revealMessage) messagesRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [revealMessage]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits too: never twice while saving, nor after the save.
    if (saving.isPending || saving.isSuccess) return;
    saving.reset(); // a new attempt: the last answer's messages go
    void form.handleSubmit();
  };

  return (
    <form ref={formRef} className="event-form" noValidate onSubmit={submit}>
      <div ref={messagesRef} className="event-form__messages">
        {problems && problems.length > 0 && (
          // SPEC §5: the event form's messages joined with commas.
          <div className="event-form__message event-form__message--error" role="alert">
            {problems.map(problemText).join(', ')}
          </div>
        )}
        {saving.isError && (
          <div className="event-form__message event-form__message--error" role="alert">
            {saveFailureMessage(saving.error, t, saveFailedText ?? t(kind === 'create' ? 'events.errors.screen.createFailed' : 'events.errors.screen.updateFailed'))}
          </div>
        )}
        {/* Present from the start, so screen readers announce the text when it arrives. */}
        <div role="status" className={saving.isSuccess ? 'event-form__message event-form__message--success' : undefined}>
          {saving.isSuccess ? t(kind === 'create' ? 'events.form.created' : 'events.form.updated') : null}
        </div>
      </div>

      {/* Disabled once saved, so nothing is sent twice while the redirect waits. */}
      <fieldset className="form-body" disabled={saving.isSuccess}>
        <BasicInformationSection form={form} errorFor={errorFor} disabled={saving.isSuccess} />
        <TeamsSection form={form} errorFor={errorFor} />
        <LocationSection form={form} errorFor={errorFor} />
        <AdditionalDetailsSection form={form} errorFor={errorFor} seriesOccurrence={seriesOccurrence} seriesParent={seriesParent} />

        <div className="event-form__actions">
          <Button
            type="submit"
            busy={saving.isPending}
            busyLabel={t(kind === 'create' ? 'events.form.creating' : 'events.form.updating')}
            disabled={uploading}
          >
            {t(kind === 'create' ? 'events.form.create' : 'events.form.update')}
          </Button>
          {cancel}
        </div>
      </fieldset>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------

/** The server's names for fields that the form shows elsewhere. */
const SERVER_FIELD_NAMES: Record<string, EventFormField> = {
  'location.latitude': 'location.coordinates',
  'location.longitude': 'location.coordinates',
  focus_teams_data: 'focus_teams',
  competences_data: 'competences',
};

/** A 400 validation_failed answer's messages by the form's field names. */
function serverFieldMessages(error: unknown): Partial<Record<EventFormField, string[]>> {
  if (!(error instanceof ApiRequestError) || error.code !== platformErrorCodes.validation) return {};
  const fields: Partial<Record<EventFormField, string[]>> = {};
  for (const [name, messages] of Object.entries(error.fields ?? {})) {
    const field = SERVER_FIELD_NAMES[name] ?? (name as EventFormField);
    fields[field] = [...(fields[field] ?? []), ...messages];
  }
  return fields;
}

function firstServerField(error: unknown): EventFormField | undefined {
  return Object.keys(serverFieldMessages(error))[0] as EventFormField | undefined;
}

/**
 * SPEC §5, §8: a refused payload lists every message joined with commas, as the form's own check
 * does; any other failure shows the server's error or 'Failed to create (update) event. Please try again.'.
 */
function saveFailureMessage(error: unknown, t: TFunction, fallback: string): string {
  const fields = Object.values(serverFieldMessages(error)).flat();
  if (fields.length > 0) return fields.join(', ');
  return apiErrorMessage(error, t, fallback);
}

/** The control each field's message belongs to, by its name in the form. */
const CONTROL_NAMES: Partial<Record<EventFormField, string>> = {
  'location.coordinates': 'location.latitude',
};

/** Puts the reader on the field to fix. */
function focusField(form: HTMLFormElement | null, field: EventFormField | undefined): void {
  if (!form || !field) return;
  const control = form.elements.namedItem(CONTROL_NAMES[field] ?? field);
  const element = control instanceof Element ? control : control?.item(0);
  if (element instanceof HTMLElement) element.focus();
}
