import * as t from 'io-ts';
import { AttachmentUploaded } from '../attachment.contract';
import { endpoint, Resumable } from '../endpoint';

/** Whether a text can be a tus upload's id as the stores name them (letters, digits, _ and -): anything else names no upload. */
export const isUploadId = (s: string): boolean => /^[A-Za-z0-9_-]{1,128}$/.test(s);

/** A tus upload's id: the last segment of its address. */
export const UploadParams = t.type({ id: t.refinement(t.string, isUploadId, 'UploadId') }, 'UploadParams');

const tus = { caller: 'signedIn', answer: Resumable, patientData: 'none' } as const;

/**
 * Resumable uploads, by the tus protocol 1.0.0 with the creation, termination and
 * expiration extensions. A finished upload answers like POST /api/attachments.
 */
export const uploadEndpoints = {
  /** The protocol's version, extensions and largest size. */
  announce: endpoint({ method: 'OPTIONS', path: '/api/uploads', caller: 'anyone', answer: Resumable, patientData: 'none' }),
  create: endpoint({ method: 'POST', path: '/api/uploads', ...tus }),
  /** HEAD (the offset to resume from) goes to tus; GET answers the attachment a finished upload became. */
  result: endpoint({ method: 'GET', path: '/api/uploads/:id', caller: 'signedIn', params: UploadParams, answer: AttachmentUploaded, patientData: 'none' }),
  send: endpoint({ method: 'PATCH', path: '/api/uploads/:id', ...tus, params: UploadParams }),
  terminate: endpoint({ method: 'DELETE', path: '/api/uploads/:id', ...tus, params: UploadParams }),
} as const;
