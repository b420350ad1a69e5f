// Stand-in for the `re2js` package, aliased in vite.config.ts. Firestore 12 imports re2js
// (about 43 KB gzip) only for the regex expressions of Firestore pipelines, which this app
// never uses; the stub keeps that code out of the bundle and fails loudly if it is ever reached.
export class RE2JS {
  static compile(): never {
    throw new Error('re2js is not bundled: Firestore pipeline regex expressions are not supported in this app.');
  }
}
