/** A form's failure that belongs to no field, announced at once. */
export function FormFailure({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="rounded-md bg-danger/10 p-3 text-sm text-danger">
      {text}
    </p>
  ) : null;
}

/** A form's success; the live region is always there, so its text is announced when it appears. */
export function FormStatus({ text }: { text: string | undefined }) {
  return (
    <p role="status" className="text-sm font-medium text-success">
      {text}
    </p>
  );
}
