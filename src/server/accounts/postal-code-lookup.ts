import { PostalCodeAnswer } from '../../contract/address.contract';
import { isRight } from 'fp-ts/Either';

export type PostalCodeResult = { readonly kind: 'found'; readonly address: PostalCodeAnswer } | { readonly kind: 'not-found' } | { readonly kind: 'unavailable' };

export type PostalCodeLookup = (cepDigits: string) => Promise<PostalCodeResult>;

/** A ViaCEP-compatible service at `baseUrl` (`{baseUrl}/{cep}/json/`), answered within 5 s or not at all. */
export const viaCepLookup =
  (baseUrl: string, fetchImpl: typeof fetch = fetch): PostalCodeLookup =>
  async (cep) => {
    try {
      const response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/${cep}/json/`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 400 || response.status === 404) return { kind: 'not-found' };
      if (!response.ok) return { kind: 'unavailable' };
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && 'erro' in body) return { kind: 'not-found' };
      const decoded = PostalCodeAnswer.decode(body);
      return isRight(decoded) ? { kind: 'found', address: decoded.right } : { kind: 'unavailable' };
    } catch {
      return { kind: 'unavailable' };
    }
  };
