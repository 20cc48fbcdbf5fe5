/** A message for one form field, worded for the person filling it in. */
export interface FieldError<Field extends string> {
  readonly field: Field;
  readonly message: string;
}

/** A calculation's value, or every reason its input was refused. */
export type Outcome<Value, Field extends string> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly errors: readonly FieldError<Field>[] };
