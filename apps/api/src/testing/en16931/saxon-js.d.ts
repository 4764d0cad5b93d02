// SaxonJS ships no types; the one call the tests make.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetText: string;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: unknown }>;
  };
  export default SaxonJS;
}
