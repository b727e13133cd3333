import { lowerArch, pairId, upperArch } from '../../domain/prescription/tooth-chart';

type Mode = 'teeth' | 'spaces' | 'both';

interface Props {
  readonly label: string;
  readonly mode: Mode;
  readonly selected: readonly (number | string)[];
  readonly enabled: boolean;
  readonly onToggle: (item: number | string) => void;
}

const Arch = ({ teeth, mode, selected, enabled, onToggle, name }: Omit<Props, 'label'> & { teeth: readonly number[]; name: string }) => (
  <div className="chart__arch" role="group" aria-label={name}>
    {teeth.map((tooth, i) => {
      const next = teeth[i + 1];
      const space = next === undefined ? undefined : pairId(tooth, next);
      const toothOn = selected.includes(tooth) || selected.includes(String(tooth));
      return (
        <span key={tooth} className="chart__cell">
          <button
            type="button"
            className={toothOn ? 'chart__tooth chart__tooth--on' : 'chart__tooth'}
            aria-pressed={toothOn}
            aria-label={`Dente ${tooth}`}
            disabled={!enabled || mode === 'spaces'}
            onClick={() => onToggle(tooth)}
          >
            {tooth}
          </button>
          {space && mode !== 'teeth' && (
            <button
              type="button"
              className={selected.includes(space) ? 'chart__space chart__space--on' : 'chart__space'}
              aria-pressed={selected.includes(space)}
              aria-label={`Espaço ${space}`}
              disabled={!enabled}
              onClick={() => onToggle(space)}
            />
          )}
        </span>
      );
    })}
  </div>
);

/** The 32 teeth in their arches, upper above lower, the patient's right on the left. */
export const ToothChart = ({ label, ...props }: Props) => (
  <div className={props.enabled ? 'chart' : 'chart chart--off'} role="group" aria-label={label}>
    <Arch {...props} teeth={upperArch} name={`${label}: arcada superior`} />
    <div className="chart__divider" aria-hidden="true" />
    <Arch {...props} teeth={lowerArch} name={`${label}: arcada inferior`} />
  </div>
);
