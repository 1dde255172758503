// Vitest's setup for every test file: the DOM tests' `findBy…`/`waitFor` wait up to 10 s, not
// Testing Library's 1 s, since code loaded on demand can take longer than that on a busy machine.
// A wait still ends as soon as what it waits for is there.
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 10_000 });
