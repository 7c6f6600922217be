// What the benches measure with: load from autocannon, resident memory from /proc, answers as raw bytes,
// the bare node:http server a route is compared with, percentiles, and the CPU a process and the PostgreSQL
// backends serving a database have used (on a shared machine wall time grows with everyone else's load; CPU per
// request shows what a request costs whatever the load). Figures only; nothing here asserts a time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 50;
/** What a browser sends, so the shop compresses as it does for real visitors. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

export interface Throughput {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

/** `CONNECTIONS` connections for DURATION_S seconds against one URL (after a short warm-up when asked). */
export async function load(url: string, headers: Record<string, string>, warmUpS = 0): Promise<Throughput> {
  if (warmUpS > 0) await autocannon({ url, headers, connections: CONNECTIONS, duration: warmUpS });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Sockets listening on a TCP port of this machine, by any process (Linux: /proc/net/tcp and tcp6). */
export function listeningSockets(port: number): number {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((table) => readFileSync(table, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, address, , state]) => address?.endsWith(local) && state === '0A').length;
}

/**
 * CPU time (user and system) a process has used, in ms (Linux; clock ticks of 10 ms): all its threads, or
 * only its main thread, which runs the JavaScript (V8 compiles and collects garbage beside it).
 */
export function cpuMs(pid: number, thread: 'all' | 'main' = 'all'): number {
  const stat = thread === 'all' ? `/proc/${pid}/stat` : `/proc/${pid}/task/${pid}/stat`;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime and stime are fields 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in MB (Linux), 0 once it has ended. */
export function residentMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** The largest resident memory of the processes while `work` runs, sampled every 200 ms. */
export async function peakResidentMb<T>(pids: number[], work: Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = 0;
  const sample = () => (peakMb = Math.max(peakMb, ...pids.map(residentMb)));
  sample();
  const sampler = setInterval(sample, 200);
  try {
    return { result: await work, peakMb };
  } finally {
    clearInterval(sampler);
    sample();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer as sent on the wire: status, the headers that say what the bytes are, and the bytes. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GETs a URL without decoding the body (fetch would decompress it). */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept = ['content-type', 'content-encoding', 'vary'].filter((name) => response.headers[name]);
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(kept.map((name) => [name, String(response.headers[name])])),
          body: Buffer.concat(chunks),
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A node:http server in its own process answering each path with the given bytes and headers, as fast as
 * Node can: the ceiling the shop's routes are compared with. Resolves once it listens.
 */
export async function startBareServer(port: number, answers: Record<string, RawAnswer>) {
  const file = join(tmpdir(), `crabclaw-bare-${process.pid}-${port}.json`);
  const serialized = Object.entries(answers).map(([path, answer]) => [
    path,
    { headers: answer.headers, body: answer.body.toString('base64') },
  ]);
  writeFileSync(file, JSON.stringify(serialized));
  const script = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
  const child = spawn(process.execPath, [script, String(port), file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  while (listeningSockets(port) === 0) {
    if (child.exitCode !== null) throw new Error(`the bare server on ${port} ended with ${child.exitCode}`);
    await sleep(10);
  }
  rmSync(file);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A ratio to two decimals, as the goals state them. */
export const ratio = (ours: number, baseline: number) => Math.round((ours / baseline) * 100) / 100;

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Each figure's median over several runs that measured the same figures. */
export function medianFigures<Figures extends { [Name in keyof Figures]: number }>(runs: Figures[]): Figures {
  const names = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(names.map((name) => [name, median(runs.map((run) => run[name]))])) as Figures;
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** p50, p95, p99 and max of some times in ms, rounded to 0.01 ms. */
export function latencies(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => Number(value.toFixed(2));
  return {
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted[sorted.length - 1] ?? NaN),
  };
}

/** The PostgreSQL backends connected to the database at `url`, but the one asking. */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** CPU milliseconds processes have run so far, to the nanosecond (Linux schedstat; 0 where there is none). */
export function cpuMsOf(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      // ended, or not Linux
    }
  }
  return total;
}

/** CPU milliseconds this process has used so far. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
