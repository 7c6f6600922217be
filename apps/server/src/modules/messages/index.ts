export { default as messageRoutes } from './routes.ts';
export { default as mailWorker } from './worker.ts';
export { queueOrderMessage, queuePlacedOrderMessages } from './queue.ts';
