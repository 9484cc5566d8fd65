/**
 * Zod compiles fast object parsers with `new Function` when it may, and probes for that on
 * first use. The site's content security policy allows no eval, and the browser reports
 * even the caught probe as a policy violation; jitless mode skips the probe and the
 * compiling (a registration form parses a handful of objects: the speed is not missed).
 * Imported first by the island's entry, before anything parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
