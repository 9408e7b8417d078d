import Module, { register } from "node:module";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";

// Dependencies outside Vite (Testing Library, React Flow…) load React through Node itself,
// by `require` or `import`: send both to React 18, as Vite's aliases do for our sources.
// Vitest runs from the project root; jsdom's URL cannot stand in for Node's file URLs here.
const homeFile = resolve("test/deps/react18/package.json");
const homeUrl = pathToFileURL(homeFile).href;
const REACT = /^react(-dom)?(\/.*)?$/;

interface NodeModule {
  _resolveFilename: (request: string, parent: unknown, ...rest: unknown[]) => string;
  _nodeModulePaths: (from: string) => string[];
}
const internals = Module as unknown as NodeModule;
// Resolving from a module that lives beside React 18 finds React 18.
const beside = {
  id: homeFile,
  filename: homeFile,
  paths: internals._nodeModulePaths(dirname(homeFile)),
};
const resolveFilename = internals._resolveFilename;
internals._resolveFilename = function (request, parent, ...rest) {
  return resolveFilename.call(this, request, REACT.test(request) ? beside : parent, ...rest);
};

const hooks = `
const REACT = /^react(-dom)?(\\/.*)?$/;
export async function resolve(specifier, context, next) {
  if (REACT.test(specifier)) return next(specifier, { ...context, parentURL: ${JSON.stringify(homeUrl)} });
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, homeUrl);
