import { registerHooks } from 'node:module';

/**
 * Packages whose own files Node resolves slowly. Node 24 works out the format of every `.js` file it
 * imports by reading the package's package.json, and re-parses the whole `exports` field each time
 * (getPackageScopeConfig spreads the lazily parsed object). drizzle-orm's package.json is 179 KB and the
 * server imports about 500 of its files: that cost half a second and 100 MB of heap at every start.
 */
const SLOW_TO_RESOLVE = ['drizzle-orm'];

const insidePackage = (url: string | undefined) =>
  url !== undefined && SLOW_TO_RESOLVE.some((name) => url.includes(`/node_modules/${name}/`));

const importedPackage = (specifier: string) =>
  SLOW_TO_RESOLVE.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * Resolves the files of SLOW_TO_RESOLVE without reading their package.json again (decision 013).
 * Must run before the modules it concerns are imported; `deregister()` once they are (every module
 * resolution passes through the hook, which slows the others down a little).
 */
export function prepareModuleLoading(): { deregister(): void } {
  const resolved = new Map<string, { url: string; format?: string | null }>();
  return registerHooks({
    resolve(specifier, context, nextResolve) {
      const importing = context.conditions.includes('import');
      // Inside such a package every relative import of a .js file is one of its ES modules (they ship
      // their CommonJS as .cjs): the URL and format follow from the specifier alone.
      if (importing && specifier.startsWith('.') && specifier.endsWith('.js') && insidePackage(context.parentURL)) {
        return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
      }
      // Its entry points, imported from many of the server's files, are resolved once per importing folder.
      if (importing && context.parentURL && importedPackage(specifier)) {
        const key = `${specifier} ${new URL('.', context.parentURL).href}`;
        let found = resolved.get(key);
        if (found === undefined) {
          const { url, format } = nextResolve(specifier, context);
          found = { url, format };
          resolved.set(key, found);
        }
        return { ...found, shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
