import type * as E from 'fp-ts/Either';

export const fallbackErrorMessage = 'Ocorreu um erro, tente novamente.';

/** Why a call to the API failed; `message` is always a sentence to show. */
export type ApiError =
  | { readonly _tag: 'BadStatus'; readonly status: number; readonly message: string }
  | { readonly _tag: 'Unauthorized'; readonly message: string }
  | { readonly _tag: 'NetworkError'; readonly message: string }
  | { readonly _tag: 'BadPayload'; readonly message: string; readonly path: string };

export type ApiResult<A> = Promise<E.Either<ApiError, A>>;
