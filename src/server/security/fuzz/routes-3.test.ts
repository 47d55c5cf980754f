// Share 3 of 3 of the fuzzed API routes (harness.ts): three files, so three workers fuzz at once.
import { fuzzRoutes } from "./harness.ts";

fuzzRoutes(3, 3);
