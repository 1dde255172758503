import { afterAll, beforeAll, describe } from "vitest";
import { startPaystackFake, type PaystackFake } from "../../test-fakes/paystack";
import type { Migration } from "./db/migrate.server";
import { testDatabases, type TestDatabase } from "./db/test-databases.server";
import { registerReactions } from "./reactions.server";
import type { Services } from "./services.server";
import { createTestServices } from "./test-services.server";

/** Demo mode (no Paystack keys), and variables on top of the test's. */
interface TestServicesOptions {
  demo?: boolean;
  env?: Record<string, string>;
}

/**
 * What a data test's suite asks for while it is collected. Each call gives a handle that is empty
 * until the suite's beforeAll has filled it: use it in hooks and tests.
 */
interface DataSuite {
  kind: "pglite" | "postgres";
  /**
   * A fresh database, migrated (with `migrations`, only those: a database as an older shop left it),
   * and its address on PostgreSQL for a second connection to it; the services' own if the suite has them.
   */
  database(migrations?: Migration[]): Omit<TestDatabase, "dispose">;
  /** The shop's services over a fresh database, as createTestServices makes them; Paystack's keys are the fake's if the suite has it. */
  services(options?: TestServicesOptions): Services;
  /** Paystack's fake on 127.0.0.1; its keys and address are in its `env`. */
  paystack(): PaystackFake;
}

/** What a suite asked for. */
interface Wants {
  database?: boolean;
  migrations?: Migration[];
  services?: TestServicesOptions;
  paystack?: boolean;
}

/** Gives `into` the properties of `from` (getters and setters too), so a handle taken early sees them. */
const fill = (into: object, from: object) => Object.defineProperties(into, Object.getOwnPropertyDescriptors(from));

/**
 * Runs `suite` once on embedded PGlite and once on the PostgreSQL server (`%s` in `name` names the
 * kind). Before its tests the order-state reactions of the flows are registered and what it asked
 * for is opened and started; after them (its own afterAll hooks first) all of it is closed and removed.
 */
export function describeOnBothDatabases(name: string, suite: (s: DataSuite) => void): void {
  describe.each(["pglite", "postgres"] as const)(name, (kind) => {
    const handles = {
      database: {} as Omit<TestDatabase, "dispose">,
      services: {} as Services,
      paystack: {} as PaystackFake,
    };
    const wants: Wants = {};
    let collected = false;
    /** Notes what the suite asks for, and gives it the handle. */
    const ask = <K extends keyof typeof handles>(what: K, note: Wants) => {
      if (collected) throw new Error(`Ask for the ${what} while the suite is collected, not in a hook or a test.`);
      Object.assign(wants, note);
      return handles[what];
    };
    const closers: Array<() => Promise<void>> = [];
    beforeAll(async () => {
      registerReactions();
      if (wants.paystack) {
        const fake = await startPaystackFake();
        closers.push(fake.close);
        fill(handles.paystack, fake);
      }
      if (wants.services) {
        if (wants.migrations) throw new Error("The services' database has every migration.");
        const env = { ...(wants.paystack ? handles.paystack.env : {}), ...wants.services.env };
        const made = await createTestServices(kind, { ...wants.services, env });
        closers.push(made.dispose);
        fill(handles.services, made.services);
        fill(handles.database, { db: made.services.db, url: made.url });
      } else if (wants.database) {
        const t = await testDatabases[kind](wants.migrations);
        closers.push(t.dispose);
        fill(handles.database, { db: t.db, url: t.url });
      }
    }, 120_000);
    afterAll(async () => {
      for (const close of closers.reverse()) await close();
    });
    suite({
      kind,
      database: (migrations) => ask("database", { database: true, migrations }),
      services: (options = {}) => ask("services", { services: options }),
      paystack: () => ask("paystack", { paystack: true }),
    });
    collected = true;
  });
}
