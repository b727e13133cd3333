import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstAnswersElementId } from '../../contract/first-answers';
import { firstAnswersOf } from './first-answers-of';
import { sessionCookieName } from '../accounts/session-token';

/** JSON inside a script element: no "<" can close it or open a comment. */
const scriptSafe = (json: string): string => json.replace(/</g, '\\u003c');

/**
 * Sends a page of the app. With a session cookie, the page carries the answers its first screen
 * waits for (`firstAnswersOf`), asked of the API in-process with the request's own cookie: the
 * same routes, checks, codecs and access log as the browser's own calls, one network trip and
 * one JavaScript start sooner. Such a page holds personal data: it is never stored by a cache.
 * Without a session, or when no answer is 200, the built page goes as it is.
 */
export const pageWithFirstAnswers = (app: FastifyInstance, staticDir: string) => {
  const pages = new Map<string, string>();
  const html = (file: string): string => {
    let text = pages.get(file);
    if (text === undefined) {
      text = readFileSync(join(staticDir, file), 'utf8');
      pages.set(file, text);
    }
    return text;
  };
  return async (request: FastifyRequest, reply: FastifyReply, file: string, path: string): Promise<FastifyReply> => {
    const cookie = request.headers.cookie;
    if (!cookie || !request.cookies[sessionCookieName]) return reply.type('text/html').sendFile(file);
    const answers: Record<string, unknown> = {};
    for (const call of firstAnswersOf(path)) {
      const url = typeof call === 'string' ? call : call(answers);
      if (url === undefined) continue;
      const answer = await app.inject({ method: 'GET', url, headers: { cookie, accept: 'application/json', 'sec-fetch-site': 'same-origin' } });
      if (answer.statusCode === 200) answers[url] = answer.json();
      // An ended session: the page finds it out itself, as without answers.
      else if (answer.statusCode === 401) break;
    }
    if (Object.keys(answers).length === 0) return reply.type('text/html').sendFile(file);
    const script = `<script type="application/json" id="${firstAnswersElementId}">${scriptSafe(JSON.stringify(answers))}</script>`;
    const body = Buffer.from(html(file).replace('</head>', `${script}</head>`));
    // Compressed as the built pages are: a phone on a slow network pays for every byte.
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(body));
    return reply.send(body);
  };
};
