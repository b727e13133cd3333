import { type LifecycleRule, PutBucketLifecycleConfigurationCommand, type S3Client } from '@aws-sdk/client-s3';

/** The tag tus's S3 store puts on an unfinished upload's `.info` and `.part` objects (`useTags`). */
export const unfinishedUploadTag = { Key: 'Tus-Completed', Value: 'false' } as const;

/**
 * The bucket's lifecycle rules for what an abandoned upload leaves; the hourly sweep
 * removes a day-old upload itself, and these clean up whatever a crash or a stopped process
 * left behind. Attachments are neither incomplete multipart uploads past their request nor
 * tagged, so no rule touches them.
 */
export const uploadLifecycleRules: LifecycleRule[] = [
  { ID: 'abandoned-multipart-parts', Status: 'Enabled', Filter: { Prefix: '' }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } },
  { ID: 'abandoned-tus-objects', Status: 'Enabled', Filter: { Tag: unfinishedUploadTag }, Expiration: { Days: 2 } },
];

/** Sets the rules on the bucket (replacing its lifecycle configuration). */
export const applyUploadLifecycle = async (client: S3Client, bucket: string): Promise<void> => {
  await client.send(new PutBucketLifecycleConfigurationCommand({ Bucket: bucket, LifecycleConfiguration: { Rules: uploadLifecycleRules } }));
};
