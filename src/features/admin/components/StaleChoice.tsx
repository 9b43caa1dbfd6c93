import { ConflictBanner } from './ConflictNote';

/**
 * The `409` banner of a form that keeps its record's answer in `base`: taking
 * their values refills the form; either way the next save is made on their
 * version. Nothing shows while there is no conflict.
 */
export function StaleChoice<Answer, Values>({
  theirs,
  theirValues,
  refill,
  rebase,
}: {
  theirs: Answer | null;
  theirValues: Values | null;
  refill: (values: Values) => void;
  /** Makes `theirs` the form's base and clears the conflict. */
  rebase: (answer: Answer) => void;
}) {
  if (theirs === null || theirValues === null) return null;
  return (
    <ConflictBanner
      onTakeTheirs={() => {
        refill(theirValues);
        rebase(theirs);
      }}
      onKeepMine={() => rebase(theirs)}
    />
  );
}
