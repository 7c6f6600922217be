// The module's routes (one plugin): readiness and liveness, `/api/health` and `/api/health/live`.
export { default as healthModule } from './routes.ts';
