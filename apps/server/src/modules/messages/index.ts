// The module's routes (one plugin): an order's e-mails for staff, and sending one again.
export { default as messagesModule } from './routes.ts';
export { default as mailWorker, linkBase } from './worker.ts';
export { queueLowStockNotices, queueOrderMessage, queuePlacedOrderMessages } from './queue.ts';
export { SHOP_NAME } from './content.ts';
