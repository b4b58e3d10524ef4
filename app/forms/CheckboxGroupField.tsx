import { useId, type ReactNode } from 'react';
import { useFieldMessage } from './fieldMessage';
import { useFieldContext } from './formContext';

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: ReactNode;
}

interface CheckboxGroupFieldProps<T extends string | number> {
  /** Names the group; the boxes are named by their options. */
  legend: ReactNode;
  options: ReadonlyArray<CheckboxOption<T>>;
  required?: boolean;
  /** As a labelled field's: the form's wording, else the field's first error's key translated. */
  error?: string | null;
  name?: string;
  /** Shown instead of the boxes while there are none to offer (loading, or a note why). */
  instead?: ReactNode;
  className?: string;
  legendClassName?: string;
  choicesClassName?: string;
  choiceClassName?: string;
}

/** A group of boxes, each adding its option to the field's list; the list keeps the order they were ticked in. */
export function CheckboxGroupField<T extends string | number>({
  legend,
  options,
  required = false,
  error,
  name,
  instead,
  className,
  legendClassName,
  choicesClassName,
  choiceClassName,
}: CheckboxGroupFieldProps<T>) {
  const field = useFieldContext<T[]>();
  const message = useFieldMessage(field, error);
  const legendId = useId();
  const errorId = useId();

  return (
    <fieldset className={className} aria-labelledby={legendId} aria-describedby={message ? errorId : undefined}>
      <legend id={legendId} className={legendClassName}>
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {instead ?? (
        <div className={choicesClassName}>
          {options.map((option) => (
            <label key={option.value} className={choiceClassName}>
              <input
                type="checkbox"
                name={name ?? field.name}
                value={option.value}
                checked={field.state.value.includes(option.value)}
                aria-invalid={message ? true : undefined}
                onChange={(event) => {
                  const ticked = event.target.checked;
                  field.handleChange((chosen) => (ticked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value)));
                }}
                onBlur={field.handleBlur}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
      {message && (
        <p id={errorId} className="field__error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
