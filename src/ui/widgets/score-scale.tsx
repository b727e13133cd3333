import { scoreMax, scoreMin } from '../../domain/survey/nps';

const scores = Array.from({ length: scoreMax - scoreMin + 1 }, (_, i) => scoreMin + i);

/** A 0 to 10 scale of buttons (spec §5 survey). */
export const ScoreScale = ({
  label,
  ends,
  value,
  onChange,
  error,
}: {
  label: string;
  ends: readonly [string, string];
  value: number | null;
  onChange: (n: number) => void;
  error: string | undefined;
}) => (
  <fieldset className="score">
    <legend>{label}</legend>
    <div className="score__buttons" role="radiogroup" aria-label={label}>
      {scores.map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          className={value === n ? 'score__button score__button--on' : 'score__button'}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
    </div>
    <div className="score__ends" aria-hidden="true">
      <span>{ends[0]}</span>
      <span>{ends[1]}</span>
    </div>
    {error && <span className="field__error">{error}</span>}
  </fieldset>
);
