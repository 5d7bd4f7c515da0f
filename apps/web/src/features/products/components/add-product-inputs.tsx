import type { ComponentPropsWithRef } from "react";
import { FormField } from "@/components/ui/form-field";

type InputProps = ComponentPropsWithRef<"input"> & { id: string; label: string; error?: string };

/** A labelled text input wired to its own error message. */
export function TextInput({ id, label, error, className, ...input }: InputProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        className={`input input-bordered w-full ${error ? "input-error" : ""} ${className ?? ""}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FormField>
  );
}

/** Whole taka: a text field with the numeric keypad on phones and a ৳ prefix. */
export function PriceInput({ id, label, error, ...input }: InputProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <div className={`input input-bordered w-full ${error ? "input-error" : ""}`}>
        <span aria-hidden="true" className="text-base-content/80">
          ৳
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="45000"
          className="grow"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      </div>
    </FormField>
  );
}

type SelectProps = ComponentPropsWithRef<"select"> & {
  id: string;
  label: string;
  error?: string;
  options: readonly string[];
  /** An empty first option, so a required choice can be left unmade and reported. */
  placeholder?: string;
};

export function SelectInput({ id, label, error, options, placeholder, ...select }: SelectProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        className={`select select-bordered w-full ${error ? "select-error" : ""}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </FormField>
  );
}
