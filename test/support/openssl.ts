import { execFileSync } from 'node:child_process';

/**
 * A self-signed P-256 certificate and its key, made by Debian's openssl, for the tests' TLS peers
 * (the nginx proxy, the API Pix emulator's authorities); `extensions` as openssl's -addext takes them.
 */
export const selfSignedCertificate = (c: { certPath: string; keyPath: string; commonName: string; days: number; extensions?: readonly string[] }): void => {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      String(c.days),
      '-subj',
      `/CN=${c.commonName}`,
      ...(c.extensions ?? []).flatMap((e) => ['-addext', e]),
      '-keyout',
      c.keyPath,
      '-out',
      c.certPath,
    ],
    { stdio: 'ignore' },
  );
};
