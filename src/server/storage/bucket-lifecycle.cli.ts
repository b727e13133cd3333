import { readConfig } from '../config';
import { applyUploadLifecycle } from './bucket-lifecycle';
import { s3ClientOf } from './s3-storage';

// `npm run bucket:lifecycle`: sets on S3_BUCKET the rules that clean what abandoned uploads leave.
const { s3 } = readConfig(process.env);
if (!s3) {
  console.error('Defina S3_BUCKET (e S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) para configurar o bucket.');
  process.exit(1);
}
await applyUploadLifecycle(s3ClientOf(s3), s3.bucket);
console.log(`Regras de ciclo de vida aplicadas ao bucket ${s3.bucket}.`);
