// The module's routes (one plugin): the back office's customers, read from the orders.
export { default as customersModule } from './routes.ts';
