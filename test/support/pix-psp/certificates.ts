import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { selfSignedCertificate } from '../openssl';

/** PEM files of one party: its certificate and key. */
export interface CertificatePair {
  readonly certPath: string;
  readonly keyPath: string;
}

/** What mTLS between the portal and the PSP needs: an authority, the PSP's server, the portal as client, and a stranger signed by another authority. */
export interface PspCertificates {
  readonly caPath: string;
  readonly ca: string;
  readonly server: CertificatePair;
  readonly client: CertificatePair;
  readonly stranger: CertificatePair;
}

const openssl = (args: readonly string[]) => execFileSync('openssl', args, { stdio: 'ignore' });

const newAuthority = (dir: string, name: string): CertificatePair => {
  const pair = { certPath: join(dir, `${name}.pem`), keyPath: join(dir, `${name}-key.pem`) };
  selfSignedCertificate({ ...pair, commonName: name, days: 2 });
  return pair;
};

const signed = (dir: string, name: string, by: CertificatePair, extensions: string): CertificatePair => {
  const pair = { certPath: join(dir, `${name}.pem`), keyPath: join(dir, `${name}-key.pem`) };
  const request = join(dir, `${name}.csr`);
  openssl(['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', `/CN=${name}`, '-keyout', pair.keyPath, '-out', request]);
  const extFile = join(dir, `${name}.ext`);
  writeFileSync(extFile, `${extensions}\n`);
  openssl(['x509', '-req', '-in', request, '-CA', by.certPath, '-CAkey', by.keyPath, '-CAcreateserial', '-days', '2', '-out', pair.certPath, '-extfile', extFile]);
  return pair;
};

/** Fresh certificates in `dir`, made by Debian's openssl as a PSP's onboarding would hand them out. */
export const makePspCertificates = (dir: string): PspCertificates => {
  mkdirSync(dir, { recursive: true });
  const authority = newAuthority(dir, 'psp-ca');
  const server = signed(dir, 'psp-server', authority, 'subjectAltName=DNS:localhost,IP:127.0.0.1');
  const client = signed(dir, 'portal-client', authority, 'extendedKeyUsage=clientAuth');
  const stranger = signed(dir, 'stranger-client', newAuthority(dir, 'stranger-ca'), 'extendedKeyUsage=clientAuth');
  return { caPath: authority.certPath, ca: readFileSync(authority.certPath, 'utf8'), server, client, stranger };
};
