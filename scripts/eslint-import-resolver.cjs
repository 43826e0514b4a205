// The import resolver eslint-plugin-boundaries uses to find which file an import
// names (interface version 2 of eslint-plugin-import resolvers). It knows what
// tsconfig.json and Vite know: the `@shared/*` alias, TypeScript extensions and
// folder index files.
// CommonJS because eslint-module-utils loads resolvers with require().
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { isBuiltin } = require('node:module');

const root = path.resolve(__dirname, '..');
const candidates = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

function localFile(base) {
  for (const suffix of candidates) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  if (isBuiltin(source)) return { found: true, path: null };
  if (source.startsWith('@shared/')) {
    const found = localFile(path.join(root, 'shared', source.slice('@shared/'.length)));
    return found ? { found: true, path: found } : { found: false };
  }
  if (source.startsWith('.') || path.isAbsolute(source)) {
    const found = localFile(path.resolve(path.dirname(file), source));
    return found ? { found: true, path: found } : { found: false };
  }
  // A package is left unresolved on purpose: the plugin then counts it as external
  // by its name, which is all the layer rules look at, without walking node_modules.
  return { found: false };
};
