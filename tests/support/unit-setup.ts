import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Waiting for something to appear (findBy…, waitFor) may take longer than the 1 s default when
// both cores are busy: a first dynamic import is transformed on demand. The wait ends as soon as
// the thing appears, so a longer limit only changes how long a real failure takes to report.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
