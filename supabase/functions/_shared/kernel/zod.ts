/** zod, pinned once for the functions and for the browser code that shares their schemas. */
import { z } from "npm:zod@4.6.7";

// No generated code: building an object schema otherwise probes `new Function`, which the site's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation. Parsing is unchanged, only
// zod's compiled fast path is skipped. Browser modules that build schemas should import z from here.
z.config({ jitless: true });

export { z };
