import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { badRequest } from './http-error';
import { wireLabel } from './reject-invalid';

const fieldOf = (errors: t.Errors): string => {
  const path = (errors[0]?.context ?? []).map((entry) => entry.key).filter((key) => key !== '' && !/^\d+$/.test(key));
  return path.join('.');
};

/** Decodes request input with its contract codec, or answers 400 naming the field. */
export const decodeInput = <A, O>(codec: t.Type<A, O, unknown>, input: unknown): A => {
  const result = codec.decode(input);
  if (isLeft(result)) {
    // Codecs that know the field's Portuguese name (text) say what is wrong with it.
    const said = result.left.find((e) => e.message !== undefined)?.message;
    if (said) throw badRequest(said);
    // Never a wire name on screen: the field's Portuguese name, or no name at all.
    const label = wireLabel(fieldOf(result.left), result.left[0]?.context.at(-1)?.type.name);
    throw badRequest(label ? `O campo ${label} está inválido.` : 'Requisição inválida.');
  }
  return result.right;
};
