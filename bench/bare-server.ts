// The baseline of the throughput benches (started by measure.ts: `node bench/bare-server.ts PORT FILE`):
// node:http answering each path in FILE with its stored bytes and headers, doing nothing else.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const stored = JSON.parse(readFileSync(file!, 'utf8')) as [string, { headers: Record<string, string>; body: string }][];
const answers = new Map(
  stored.map(([path, answer]) => {
    const body = Buffer.from(answer.body, 'base64');
    return [path, { headers: { ...answer.headers, 'content-length': String(body.length) }, body }];
  }),
);

createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers).end(answer.body);
}).listen(Number(port), '127.0.0.1');
