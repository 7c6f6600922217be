import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

type Mode = 'forward' | 'stall' | 'drop';

/** A TCP proxy in front of PostgreSQL that a test can make stall or drop connections, like a failing network. */
export interface TcpProxy {
  port: number;
  /** Accept connections and take bytes, but pass nothing on until forward(): a database that hangs. */
  stall(): void;
  /** Close every connection and each new one at once: a database that is down. */
  drop(): void;
  /** Pass bytes both ways again, what was held back first. */
  forward(): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream?: Socket;
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'forward';
  const links = new Set<Link>();

  const flush = (link: Link) => {
    if (!link.upstream) {
      // Without noDelay every small message waits for the previous one's ACK: start-up would take a minute.
      link.upstream = connect({ port: target.port, host: target.host, noDelay: true });
      link.upstream.on('data', (chunk) => (mode === 'forward' ? link.client.write(chunk) : link.toClient.push(chunk)));
      link.upstream.on('close', () => link.client.destroy());
      link.upstream.on('error', () => link.client.destroy());
    }
    for (const chunk of link.toUpstream.splice(0)) link.upstream.write(chunk);
    for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
  };

  const server = createServer({ noDelay: true }, (client) => {
    if (mode === 'drop') {
      client.destroy();
      return;
    }
    const link: Link = { client, toUpstream: [], toClient: [] };
    links.add(link);
    client.on('data', (chunk) => {
      link.toUpstream.push(chunk);
      if (mode === 'forward') flush(link);
    });
    client.on('close', () => {
      links.delete(link);
      link.upstream?.destroy();
    });
    client.on('error', () => link.upstream?.destroy());
    if (mode === 'forward') flush(link);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    stall: () => {
      mode = 'stall';
    },
    drop: () => {
      mode = 'drop';
      for (const link of links) link.client.destroy();
    },
    forward: () => {
      mode = 'forward';
      for (const link of links) flush(link);
    },
    close: async () => {
      for (const link of links) link.client.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
