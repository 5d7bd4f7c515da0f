import type { ComponentPropsWithRef, ReactNode } from "react";
import { sharedText } from "@/lib/i18n/shared-text";

type FieldText = { id: string; label: string; hint?: ReactNode; error?: string };

/**
 * What a control needs to be read with its hint and error: `aria-describedby` names the
 * hint and error paragraphs that FormField renders under it.
 */
export function describedBy({ id, hint, error }: Omit<FieldText, "label">) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": Boolean(error), "aria-describedby": ids || undefined };
}

/**
 * A labelled form control with its hint and its own error message under it. Every form uses
 * this kit; pass the control in, wired with `describedBy`, or use TextField / SelectField.
 */
export function FormField(props: FieldText & { children: ReactNode }) {
  return (
    <div className="form-control w-full min-w-0">
      <label htmlFor={props.id} className="label mb-1">
        <span className="label-text font-medium text-base-content">{props.label}</span>
      </label>
      {props.children}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-base-content/80">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm break-words text-error" role="alert">
          {sharedText(props.error)}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = ComponentPropsWithRef<"input"> &
  FieldText & {
    /** A symbol shown inside the box before the text, e.g. "৳". */
    prefix?: string;
  };

/** A labelled text input; read-only ones get a muted background. */
export function TextField({ id, label, hint, error, prefix, className, ...input }: TextFieldProps) {
  const tone = `${error ? "input-error" : ""} ${input.readOnly ? "bg-base-200" : ""}`;
  const control = (
    <input
      id={id}
      className={prefix ? "min-w-0 grow" : `input input-bordered w-full ${tone} ${className ?? ""}`}
      {...describedBy({ id, hint, error })}
      {...input}
    />
  );
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {prefix ? (
        <div className={`input input-bordered w-full ${tone} ${className ?? ""}`}>
          <span aria-hidden="true" className="text-base-content/80">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </FormField>
  );
}

type SelectFieldProps<Option extends string> = ComponentPropsWithRef<"select"> &
  FieldText & {
    options: readonly Option[];
    /** What a person reads for each option; its value stays as given. */
    optionLabel?: (option: Option) => string;
    /** An empty first option, so a required choice can be left unmade and reported. */
    placeholder?: string;
  };

export function SelectField<Option extends string>({
  id,
  label,
  hint,
  error,
  options,
  optionLabel = (option) => option,
  placeholder,
  ...select
}: SelectFieldProps<Option>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={`select select-bordered w-full ${error ? "select-error" : ""}`}
        {...describedBy({ id, hint, error })}
        {...select}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
