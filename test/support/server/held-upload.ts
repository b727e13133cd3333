import { request } from 'node:http';

/**
 * A 3D scan upload over real HTTP that sends its first half and then waits: the test decides
 * when the rest goes (or never), to have a request under way at a chosen moment.
 */
export const heldUpload = (baseUrl: string, token: string, megabytes = 4) => {
  const boundary = '----retida';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="arcada.stl"\r\nContent-Type: application/octet-stream\r\n\r\nsolid arcada\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const half = Buffer.alloc((megabytes * 1024 * 1024) / 2, 32);
  let started!: () => void;
  const firstPartSent = new Promise<void>((resolve) => (started = resolve));
  const req = request(`${baseUrl}/api/attachments?kind=MODEL_SUPERIOR`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + 2 * half.length + tail.length },
  });
  let unanswered!: () => void;
  const answer = new Promise<{ status: number | undefined; body: string }>((resolve) => {
    unanswered = () => resolve({ status: undefined, body: '' });
    req.on('error', unanswered);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
  });
  req.write(head);
  req.write(half, () => started());
  return {
    firstPartSent,
    /** Sends the second half and ends the request. */
    finish: () => {
      req.write(half);
      req.end(tail);
    },
    /** Drops the connection with the second half unsent, as a closed tab does. */
    abandon: () => {
      req.destroy();
      unanswered();
    },
    answer,
  };
};
