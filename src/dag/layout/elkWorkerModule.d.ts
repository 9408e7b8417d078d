/** elkjs's minified worker script: its own `Worker` stand-in when loaded as a module. */
declare module "elkjs/lib/elk-worker.min.js" {
  const exported: unknown;
  export default exported;
}
