import { lengthCounter, textLength } from '../../domain/shared/text-limits';

/** "1.850 de 2.000 caracteres" once a text nears its limit, marked past it; nothing while far from it. */
export const LengthCounter = ({ text, max, id }: { text: string; max: number; id?: string }) => {
  const counter = lengthCounter(text, max);
  if (counter === undefined) return null;
  return (
    <span className={textLength(text) > max ? 'field__counter field__counter--over' : 'field__counter'} id={id} aria-live="polite">
      {counter}
    </span>
  );
};
