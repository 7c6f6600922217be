// A local ESLint rule for the house style's feature boundaries (STYLE.md). We keep it here rather
// than use eslint-plugin-import-x: that plugin's native resolver has platform packages the npm
// registry here does not carry, which breaks `npm ci` on a fresh machine.
import path from 'node:path';
import { isWebPublicModule } from './web-public-module.js';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep);
const abs = (folder) => path.join(root, folder);

/** Folders that must never reach into other folders (shared code never imports features or the app). */
const LAYERS = [
  ['apps/web/src/components', 'apps/web/src/features'],
  ['apps/web/src/components', 'apps/web/src/app'],
  ['apps/web/src/lib', 'apps/web/src/features'],
  ['apps/web/src/lib', 'apps/web/src/app'],
  ['apps/web/src/features', 'apps/web/src/app'],
  ['apps/server/src/lib', 'apps/server/src/modules'],
  ['apps/server/src/db', 'apps/server/src/modules'],
  ['packages/shared', 'apps'],
].map(([from, to]) => ({ from: abs(from), to: abs(to) }));

/** Folders whose children are features: one feature imports another only through its index.ts. */
const FEATURE_ROOTS = ['apps/web/src/features', 'apps/server/src/modules'].map(abs);

/**
 * The web app's features import no other feature (bulletproof-react): a route or layout in `app/` composes
 * them, and what every feature reads lives in `lib/` or `components/` (the shop's facts: lib/shop-facts).
 * These are the only exceptions, each through the other feature's index.ts, and each for a reason a route
 * cannot carry: the other feature's part sits deep inside this one's own components.
 */
const WEB_FEATURES = abs('apps/web/src/features');
const FEATURE_USES = {
  // Every product card and product page has the cart's button; checkout reads and empties the cart.
  catalogue: ['cart'],
  checkout: ['cart'],
  // The home page shows the catalogue's featured products and categories, read with its queries.
  home: ['catalogue'],
  // The dashboard's tables of latest and refund-due orders are the orders screens' own.
  'admin-dashboard': ['admin-orders'],
};

function featureOf(file, featureRoot) {
  if (!inside(file, featureRoot)) return undefined;
  return path.relative(featureRoot, file).split(path.sep)[0];
}

function isPublicModule(target, featureRoot, feature) {
  const folder = path.join(featureRoot, feature);
  return target === folder || target === path.join(folder, 'index') || target === path.join(folder, 'index.ts');
}

function violation(file, target) {
  for (const layer of LAYERS) {
    if (inside(file, layer.from) && inside(target, layer.to)) {
      return `${path.relative(root, layer.from)} must not import from ${path.relative(root, layer.to)}.`;
    }
  }
  for (const featureRoot of FEATURE_ROOTS) {
    const own = featureOf(file, featureRoot);
    const other = featureOf(target, featureRoot);
    if (!own || !other || own === other) continue;
    if (featureRoot === WEB_FEATURES && !FEATURE_USES[own]?.includes(other)) {
      return `The '${own}' feature must not import the '${other}' feature: compose them in a route or layout (app/), or move what both read to lib/ or components/.`;
    }
    if (!isPublicModule(target, featureRoot, other)) {
      return `Import the '${other}' feature through its public module (index.ts), not its internals.`;
    }
  }
  return undefined;
}

const RE_EXPORTS = new Set(['ExportNamedDeclaration', 'ExportAllDeclaration']);

const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const message = violation(file, path.resolve(path.dirname(file), source.value));
      if (message) context.report({ node: source, message });
    }
    function onlyReExports(program) {
      if (!isWebPublicModule(file)) return;
      for (const statement of program.body) {
        if (RE_EXPORTS.has(statement.type) && statement.source) continue;
        context.report({
          node: statement,
          message:
            'A public module (index.ts) only re-exports: the build leaves out of a page what the page does not take from it.',
        });
      }
    }
    return {
      Program: onlyReExports,
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
