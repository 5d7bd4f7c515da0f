/** A filled-in value the buyer can read and copy but not change. */
export function ReadOnlyField(props: { id: string; label: string; value: string }) {
  return (
    <div className="form-control w-full">
      <label htmlFor={props.id} className="label mb-1">
        <span className="label-text font-medium text-base-content">{props.label}</span>
      </label>
      <input
        id={props.id}
        value={props.value}
        readOnly
        className="input input-bordered w-full bg-base-200"
      />
    </div>
  );
}
