import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Vitest's global setup of the integration tests: nginx is there before the TLS proxy test starts it. */
export default function installNginx(): void {
  execFileSync('bash', [fileURLToPath(new URL('./install-nginx.sh', import.meta.url))], { stdio: 'inherit' });
}
