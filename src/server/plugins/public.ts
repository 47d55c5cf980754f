// What features use of the plugins directly: a write's own instance hears it at once.
export { heardHere } from "./shared-reads.ts";
