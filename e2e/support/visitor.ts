import { randomInt } from "node:crypto";

/**
 * An address of its own for a test's requests. The e2e server trusts its loopback proxy
 * (TRUST_PROXY=loopback), so X-Forwarded-For names the visitor and the per-address rate
 * limits count each test apart, as they would count real shoppers.
 */
export const visitorAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
