/** A labelled daisyUI progress bar; without a value it shows an indeterminate stripe. */
export function ProgressBar(props: { label: string; value?: number; max?: number }) {
  const max = props.max ?? 100;
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{props.label}</span>
        {props.value === undefined ? null : (
          <span aria-hidden="true">{Math.round((props.value / max) * 100)}%</span>
        )}
      </div>
      <progress
        className="progress progress-primary w-full"
        value={props.value}
        max={max}
        aria-label={props.label}
      />
    </div>
  );
}
