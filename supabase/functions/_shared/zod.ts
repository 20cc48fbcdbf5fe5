/** zod, pinned once for the functions and for the browser code that shares their schemas. */
export { z } from "npm:zod@4.6.7";
