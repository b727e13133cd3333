import Fastify from 'fastify';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../contract/endpoint';
import { installAnswerCheck } from './answer-check';
import { serve } from './serve';

const Thing = t.type({ n: t.number });
const good = endpoint({ method: 'GET', path: '/api/good', caller: 'anyone', answer: Thing, patientData: 'none' });
const bad = endpoint({ method: 'GET', path: '/api/bad', caller: 'anyone', answer: Thing, patientData: 'none' });

describe('the answer check of the tests’ app', () => {
  it('lets an answer its codec decodes go, and turns one it does not into a failure naming the field', async () => {
    const app = Fastify();
    installAnswerCheck(app);
    serve(app, good, async () => ({ n: 1 }));
    // What a handler whose types were fooled (a cast) could send.
    serve(app, bad, async () => ({ n: 'um' }) as unknown as { n: number });
    let failure = '';
    app.setErrorHandler((error, _request, reply) => ((failure = (error as Error).message), reply.status(500).send({ message: 'x' })));
    expect((await app.inject({ url: '/api/good' })).json()).toEqual({ n: 1 });
    expect((await app.inject({ url: '/api/bad' })).statusCode).toBe(500);
    expect(failure).toMatch(/GET \/api\/bad .*n/);
    await app.close();
  });
});
