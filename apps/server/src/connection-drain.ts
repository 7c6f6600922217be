import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Makes a shutdown end keep-alive connections instead of waiting on them. Node's server.close() closes
 * only the connections idle at that moment: one whose request was in flight went back to idle after its
 * answer (which still said keep-alive) and held the close until SHUTDOWN_TIMEOUT_MS. Once draining, every
 * answer not yet started says `Connection: close`, and each connection is closed as soon as it falls idle.
 * Returns the function that starts the drain; call it before closing the app.
 */
export function drainConnectionsOnClose(server: Server): () => void {
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  const closeWhenAnswered = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
    // After 'finish' the connection counts as idle only on the next turn of the event loop.
    const closeIdle = () => setImmediate(() => server.closeIdleConnections());
    if (response.writableFinished) closeIdle();
    else response.once('finish', closeIdle);
  };

  // First, before the cache's and Fastify's handlers answer (a cache hit is written synchronously).
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) return closeWhenAnswered(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return () => {
    draining = true;
    for (const response of inFlight) closeWhenAnswered(response);
    server.closeIdleConnections();
  };
}
