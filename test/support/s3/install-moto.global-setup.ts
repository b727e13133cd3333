import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Vitest's global setup of the integration tests: the S3 test server is there before any test starts it. */
export default function installMoto(): void {
  execFileSync('bash', [fileURLToPath(new URL('./install-moto.sh', import.meta.url))], { stdio: 'inherit' });
}
