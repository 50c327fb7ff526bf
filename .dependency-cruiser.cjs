// `npm run lint` refuses any import cycle in the TypeScript sources of packages/ and apps/. In a cycle,
// which module runs first depends on which one was imported first (a value can still be undefined
// when it is read), and the modules can no longer be understood, tested or moved one at a time.
// Type-only imports count as well: they are the dependency the next value import follows.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This import closes a cycle. Move what both modules need into a third one, or let the lower ' +
        'module declare the narrow interface it needs and the upper one implement it.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    // Keeps `import type` edges, which the TypeScript compiler erases.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // The workspace packages resolve through their package.json `exports` to their sources.
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
