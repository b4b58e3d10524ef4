import { formOptions, revalidateLogic } from '@tanstack/react-form';
import { emptyEventFormValues, eventFormProblems, type EventFormField } from './eventFormValues';

/** The event form's values and rules, shared by EventForm (useAppForm) and its sections (withForm). */
export const eventFormOptions = formOptions({
  defaultValues: emptyEventFormValues(),
  // SPEC §5: checked on save; after a first attempt the messages follow each correction.
  validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
  validators: {
    onDynamic: ({ value }) => {
      const problems = eventFormProblems(value);
      return problems.length > 0 ? problems : undefined;
    },
  },
});

/** What every section receives besides the form: the message to show under a field (if any). */
export interface EventFormSectionProps {
  errorFor: (field: EventFormField) => string | undefined;
}

/** withForm's `props`: the sections' own props, typed; EventForm always passes them. */
export const sectionProps: EventFormSectionProps = { errorFor: () => undefined };
