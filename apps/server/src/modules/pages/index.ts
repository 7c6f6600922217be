// The module's routes (one plugin): the shop's own texts (company profile, vision and mission, privacy, terms).
export { default as pagesModule } from './routes.ts';
