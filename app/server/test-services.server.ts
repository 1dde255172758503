import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedRecords } from "~/features/catalogue";
import { seedCatalogue } from "./catalogue/store/index.server";
import { parseEnv } from "./base/env.server";
import type { Services } from "./services.server";
import { testDatabases } from "./db/test-databases.server";
import { Jobs } from "./base/jobs.server";
import { unchangingCatalogue } from "./catalogue/live.server";
import { PhotoFiles } from "./photos/photo-files.server";
import { createProductSearch } from "./search/product-search.server";
import { registerReactions } from "./reactions.server";

/** Made-up keys of the right shape (spelled out so no real-looking key sits in the source). */
export const TEST_PAYSTACK_ENV = {
  PAYSTACK_PUBLIC_KEY: `pk_test_${"x".repeat(16)}`,
  PAYSTACK_SECRET_KEY: `sk_test_${"x".repeat(16)}`,
  PAYSTACK_API_URL: "http://paystack.test",
};

/** Services over a fresh database of the given kind; with Paystack keys unless `demo`, and `env` on top. */
export async function createTestServices(
  kind: "pglite" | "postgres",
  opts: { demo?: boolean; env?: Record<string, string> } = {},
) {
  registerReactions();
  const t = await testDatabases[kind]();
  // The shop's catalogue, as a first start writes it.
  await seedCatalogue(t.db, seedRecords);
  const env = parseEnv({ NODE_ENV: "test", ...(opts.demo ? {} : TEST_PAYSTACK_ENV), ...opts.env });
  const services: Services = {
    env,
    db: t.db,
    jobs: new Jobs(),
    catalogue: unchangingCatalogue,
    search: createProductSearch(t.db),
    photos: await new PhotoFiles(fs.mkdtempSync(path.join(os.tmpdir(), "hazel-photos-"))).open(),
  };
  const dispose = async () => {
    await t.dispose();
    fs.rmSync(services.photos.dir, { recursive: true, force: true });
  };
  return { services, dispose, url: t.url };
}
