/** A tooth chosen by its FDI number, among the case's. */
export const ToothSelect = ({ label, teeth, value, choose }: { label: string; teeth: readonly number[]; value: number; choose: (tooth: number) => void }) => (
  <label className="field">
    <span className="field__label">{label}</span>
    <select value={value} onChange={(e) => choose(Number(e.target.value))}>
      {teeth.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  </label>
);
