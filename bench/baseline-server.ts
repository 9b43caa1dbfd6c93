/**
 * The in-memory baseline of the server benchmark: a bare Fastify answering
 * fixed bytes (the shop's own answers, fetched once) from memory, with no
 * plugins, hooks or database. Run in its own process by bench/server.ts:
 * `node --import tsx bench/baseline-server.ts <answers.json> <port>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BaselineAnswer {
  /** Where the baseline serves it. */
  path: string;
  /** Base64 of the exact bytes to send. */
  body: string;
  headers: Record<string, string>;
}

const [answersFile, port] = process.argv.slice(2);
if (!answersFile || !port) throw new Error('usage: baseline-server.ts <answers.json> <port>');

const answers = JSON.parse(readFileSync(answersFile, 'utf8')) as BaselineAnswer[];
const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  app.get(answer.path, (_request, reply) => reply.headers(answer.headers).send(body));
}
app.get('/health', () => 'ok');
await app.listen({ host: '127.0.0.1', port: Number(port) });
