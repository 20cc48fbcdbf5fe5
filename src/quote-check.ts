/**
 * Runs at load on the built quote page (its route says so), whose other scripts wait for the
 * visitor (docs/decisions/020): it reads the form's lookups, and if they are the build's, shows the
 * form the page was built with; if they differ or cannot be read, the app starts at once and loads
 * them as the spec says, with its debug log, retries and messages.
 */
import { areLookupsAsBuilt } from "~/features/quote/api/lookups-as-built";
import { showBuiltForm } from "~/features/quote/lib/form-at-load";
import type { QuoteFormData } from "~/features/quote/lib/lookups";
import { checkBuiltPage } from "~/prerender/check-built-page";

checkBuiltPage<QuoteFormData>(areLookupsAsBuilt, showBuiltForm);
