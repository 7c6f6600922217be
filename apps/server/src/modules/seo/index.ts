// The module's routes (one plugin): page heads, sitemap.xml, robots.txt; app.ts registers it after the web plugin.
export { default as seoModule } from './routes.ts';
