import { configure } from "@testing-library/react";

// findBy… and waitFor give up after 1 s by default; on a busy 2-core machine a render can take longer (the
// first test to open a lazy route transforms its modules: over 5 s at a load average of 35), and a test that
// fails only then reports a failure that is not one. A passing test waits no longer for a higher limit.
configure({ asyncUtilTimeout: 20_000 });
