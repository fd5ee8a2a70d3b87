import { configure } from "@testing-library/react";

// findBy… and waitFor give up after 1 s by default; on a busy 2-core machine a render can take longer,
// and a test that fails only then reports a failure that is not one.
configure({ asyncUtilTimeout: 5_000 });
