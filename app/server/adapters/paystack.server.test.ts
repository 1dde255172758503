import { describe, expect, it } from "vitest";
import {
  chargeAuthorization,
  createCustomer,
  createDedicatedAccount,
  listDedicatedAccounts,
  PaystackRefused,
  isValidWebhookSignature,
  parseWebhookEvent,
  PaystackError,
  signWebhook,
  verifyTransaction,
  type PaystackConfig,
} from "./paystack.server";

const config: PaystackConfig = {
  apiUrl: "https://paystack.test/",
  secretKey: "sk_test_secret",
  publicKey: "pk_test_public",
  mode: "test",
};

/** A fetch that records its request and answers with a status and JSON body. */
function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const transaction = {
  id: 7,
  reference: "HZL-ABCDEFGH2345",
  status: "success",
  amount: 1_500_000,
  currency: "NGN",
  paid_at: "2025-01-01T10:00:00.000Z",
  gateway_response: "Successful",
  channel: "card",
  domain: "test",
};

describe("verifying a transaction with Paystack", () => {
  it("calls GET {api}/transaction/verify/{reference} with the secret key and reads the answer", async () => {
    const { fetchImpl, calls } = fakeFetch(200, {
      status: true,
      message: "Verification successful",
      data: { ...transaction, customer: { email: "x" } },
    });
    const result = await verifyTransaction(config, "HZL-ABCDEFGH2345", fetchImpl);
    expect(calls[0]?.url).toBe("https://paystack.test/transaction/verify/HZL-ABCDEFGH2345");
    expect(new Headers(calls[0]?.init?.headers).get("authorization")).toBe("Bearer sk_test_secret");
    expect(result).toEqual({
      kind: "found",
      transaction: {
        id: 7,
        reference: "HZL-ABCDEFGH2345",
        status: "success",
        amount: 1_500_000,
        currency: "NGN",
        paidAt: "2025-01-01T10:00:00.000Z",
        gatewayResponse: "Successful",
        channel: "card",
        domain: "test",
      },
      card: null,
    });
  });

  it("reads a reusable card's authorization apart from the transaction; a card not reusable is none", async () => {
    const authorization = {
      authorization_code: "AUTH_72a3bc",
      bin: "408408",
      last4: "4081",
      exp_month: "12",
      exp_year: "2030",
      channel: "card",
      bank: "TEST BANK",
      reusable: true,
      signature: "SIG_abc",
    };
    const kept = await verifyTransaction(
      config,
      "HZL-ABCDEFGH2345",
      fakeFetch(200, { status: true, data: { ...transaction, authorization } }).fetchImpl,
    );
    expect(kept.kind === "found" && kept.card).toEqual({
      authorizationCode: "AUTH_72a3bc",
      signature: "SIG_abc",
      last4: "4081",
      expMonth: "12",
      expYear: "2030",
      bank: "TEST BANK",
    });
    expect(kept.kind === "found" && JSON.stringify(kept.transaction)).not.toContain("AUTH_");
    const once = await verifyTransaction(
      config,
      "HZL-ABCDEFGH2345",
      fakeFetch(200, { status: true, data: { ...transaction, authorization: { ...authorization, reusable: false } } })
        .fetchImpl,
    );
    expect(once.kind === "found" && once.card).toBeNull();
  });

  it("reports an unknown reference", async () => {
    const { fetchImpl } = fakeFetch(400, { status: false, message: "Transaction reference not found" });
    expect(await verifyTransaction(config, "HZL-ABCDEFGH2345", fetchImpl)).toEqual({
      kind: "not-found",
      message: "Transaction reference not found",
    });
  });

  it.each([
    ["a server error", 500, { status: false, message: "oops" }],
    ["a refused key", 401, { status: false, message: "Invalid key" }],
    ["a body that is not JSON", 200, "<html>"],
    ["an unexpected shape", 200, { status: true, data: { amount: "15000" } }],
  ])("throws PaystackError on %s", async (_name, status, body) => {
    const { fetchImpl } = fakeFetch(status, body);
    await expect(verifyTransaction(config, "HZL-ABCDEFGH2345", fetchImpl)).rejects.toBeInstanceOf(PaystackError);
  });

  it("throws PaystackError when Paystack cannot be reached", async () => {
    const fetchImpl = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(verifyTransaction(config, "HZL-ABCDEFGH2345", fetchImpl)).rejects.toThrow(
      "Paystack could not be reached: fetch failed",
    );
  });
});

describe("webhook signatures", () => {
  const body = JSON.stringify({ event: "charge.success", data: transaction });

  it("is the HMAC-SHA512 of the raw body keyed by the secret key", () => {
    // Reference value: printf '%s' '{"a":1}' | openssl dgst -sha512 -hmac sk_test_secret
    expect(signWebhook('{"a":1}', "sk_test_secret")).toBe(
      "4e4d6a5b6b6a50804d5210e49d432b76e98400127e7ebe55691f20219815209cb07400dc710b1540b1f7ccc8d3527650a7c1137ac6671b098cefd49428ac5dd3",
    );
    expect(signWebhook(body, "sk_test_secret")).toMatch(/^[0-9a-f]{128}$/);
  });

  const bytes = Buffer.from(body, "utf8");

  it("accepts the right signature, in either letter case", () => {
    const signature = signWebhook(body, "sk_test_secret");
    expect(isValidWebhookSignature(bytes, signature, "sk_test_secret")).toBe(true);
    expect(isValidWebhookSignature(bytes, signature.toUpperCase(), "sk_test_secret")).toBe(true);
  });

  it("refuses a missing, malformed, wrong-key or other-body signature", () => {
    const signature = signWebhook(body, "sk_test_secret");
    expect(isValidWebhookSignature(bytes, null, "sk_test_secret")).toBe(false);
    expect(isValidWebhookSignature(bytes, "", "sk_test_secret")).toBe(false);
    expect(isValidWebhookSignature(bytes, "abc", "sk_test_secret")).toBe(false);
    expect(isValidWebhookSignature(bytes, `${signature}00`, "sk_test_secret")).toBe(false);
    expect(isValidWebhookSignature(bytes, signWebhook(body, "sk_test_other"), "sk_test_secret")).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(`${body} `), signature, "sk_test_secret")).toBe(false);
  });

  it("is checked over the bytes received, not over their decoded and re-encoded text", () => {
    // 0xFF is no UTF-8: decoded it becomes U+FFFD, which re-encodes as EF BF BD.
    const received = Buffer.concat([Buffer.from('{"event":"x","data":"'), Buffer.from([0xff]), Buffer.from('"}')]);
    const reencoded = Buffer.from(new TextDecoder().decode(received), "utf8");
    expect(reencoded.equals(received)).toBe(false);
    expect(isValidWebhookSignature(received, signWebhook(received, "sk_test_secret"), "sk_test_secret")).toBe(true);
    expect(isValidWebhookSignature(received, signWebhook(reencoded, "sk_test_secret"), "sk_test_secret")).toBe(false);
  });
});

describe("webhook events", () => {
  it("reads charge.success and its transaction", () => {
    expect(parseWebhookEvent(JSON.stringify({ event: "charge.success", data: transaction }))).toMatchObject({
      kind: "charge.success",
      transaction: { reference: "HZL-ABCDEFGH2345", amount: 1_500_000, currency: "NGN", status: "success" },
    });
  });

  it("passes other events by and flags malformed ones", () => {
    expect(parseWebhookEvent(JSON.stringify({ event: "transfer.success", data: {} }))).toEqual({
      kind: "other",
      event: "transfer.success",
    });
    expect(parseWebhookEvent("not json").kind).toBe("malformed");
    expect(parseWebhookEvent(JSON.stringify({ data: {} })).kind).toBe("malformed");
    expect(parseWebhookEvent(JSON.stringify({ event: "charge.success", data: { reference: "x" } })).kind).toBe(
      "malformed",
    );
  });
});

describe("clients' dedicated accounts", () => {
  const account = {
    id: 253,
    account_number: "9930000737",
    account_name: "HAZEL/ADA OBI",
    bank: { name: "Wema Bank", id: 20, slug: "wema-bank" },
    active: true,
    currency: "NGN",
    assigned: true,
  };

  it("creates her customer, then her account at the preferred bank, with the secret key", async () => {
    const customer = fakeFetch(200, {
      status: true,
      data: { id: 41, customer_code: "CUS_xyz", email: "ada@example.com" },
    });
    expect(
      await createCustomer(
        config,
        { email: "ada@example.com", firstName: "Ada", lastName: "Obi", phone: "" },
        customer.fetchImpl,
      ),
    ).toEqual({ id: 41, code: "CUS_xyz" });
    expect(customer.calls[0]?.url).toBe("https://paystack.test/customer");
    const made = fakeFetch(200, { status: true, message: "NUBAN successfully created", data: account });
    expect(
      await createDedicatedAccount(config, { customerCode: "CUS_xyz", preferredBank: "wema-bank" }, made.fetchImpl),
    ).toEqual({
      id: 253,
      accountNumber: "9930000737",
      accountName: "HAZEL/ADA OBI",
      bankName: "Wema Bank",
    });
    expect(made.calls[0]?.url).toBe("https://paystack.test/dedicated_account");
    expect(JSON.parse(String(made.calls[0]?.init?.body))).toEqual({ customer: "CUS_xyz", preferred_bank: "wema-bank" });
    expect(new Headers(made.calls[0]?.init?.headers).get("authorization")).toBe("Bearer sk_test_secret");
    const listed = fakeFetch(200, { status: true, data: [account] });
    expect((await listDedicatedAccounts(config, 41, listed.fetchImpl)).map((a) => a.accountNumber)).toEqual([
      "9930000737",
    ]);
    expect(listed.calls[0]?.url).toBe("https://paystack.test/dedicated_account?active=true&customer=41");
  });

  it("throws PaystackRefused on Paystack's no, PaystackError when the answer is not an account", async () => {
    const no = fakeFetch(400, { status: false, message: "Invalid preferred bank" });
    await expect(
      createDedicatedAccount(config, { customerCode: "CUS_xyz", preferredBank: "x" }, no.fetchImpl),
    ).rejects.toThrow(PaystackRefused);
    const odd = fakeFetch(200, { status: true, data: { ...account, account_number: "12" } });
    await expect(
      createDedicatedAccount(config, { customerCode: "CUS_xyz", preferredBank: "wema-bank" }, odd.fetchImpl),
    ).rejects.toThrow(PaystackError);
  });

  it("reads a dedicated_nuban charge as her transfer, with the account it was sent to", () => {
    const data = {
      ...transaction,
      reference: "1641467221962_ob9k2n",
      channel: "dedicated_nuban",
      customer: { customer_code: "CUS_xyz", email: "ada@example.com" },
      authorization: {
        channel: "dedicated_nuban",
        receiver_bank_account_number: "9930000737",
        receiver_bank: "Wema Bank",
      },
    };
    expect(parseWebhookEvent(JSON.stringify({ event: "charge.success", data }))).toEqual({
      kind: "transfer",
      transfer: {
        reference: "1641467221962_ob9k2n",
        status: "success",
        amountMinor: 1_500_000,
        currency: "NGN",
        id: 7,
        paidAt: "2025-01-01T10:00:00.000Z",
        customerCode: "CUS_xyz",
        accountNumber: "9930000737",
      },
    });
    const { customer: _, ...noCustomer } = data;
    expect(parseWebhookEvent(JSON.stringify({ event: "charge.success", data: noCustomer })).kind).toBe("malformed");
    expect(
      parseWebhookEvent(
        JSON.stringify({
          event: "dedicatedaccount.assign.success",
          data: { customer: { customer_code: "CUS_xyz" }, dedicated_account: account },
        }),
      ),
    ).toMatchObject({ kind: "dedicated-account", customerCode: "CUS_xyz", account: { accountNumber: "9930000737" } });
  });
});

describe("charging a kept card", () => {
  it("posts /transaction/charge_authorization in kobo and reads a decline as a failed transaction", async () => {
    const { fetchImpl, calls } = fakeFetch(200, {
      status: true,
      message: "Charge attempted",
      data: { ...transaction, reference: "HZL-ABCDEFGH2345-3", status: "failed", gateway_response: "Declined" },
    });
    const record = await chargeAuthorization(
      config,
      {
        authorizationCode: "AUTH_72a3bc",
        email: "ada@example.com",
        amountMinor: 27_000_000,
        currency: "NGN",
        reference: "HZL-ABCDEFGH2345-3",
      },
      fetchImpl,
    );
    expect(calls[0]?.url).toBe("https://paystack.test/transaction/charge_authorization");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      authorization_code: "AUTH_72a3bc",
      email: "ada@example.com",
      amount: 27_000_000,
      currency: "NGN",
      reference: "HZL-ABCDEFGH2345-3",
    });
    expect(record).toMatchObject({ status: "failed", gatewayResponse: "Declined", reference: "HZL-ABCDEFGH2345-3" });
  });

  it("throws PaystackRefused on a 4xx no", async () => {
    const { fetchImpl } = fakeFetch(400, { status: false, message: "Invalid authorization code" });
    await expect(
      chargeAuthorization(
        config,
        { authorizationCode: "AUTH_x", email: "a@b.c", amountMinor: 100, currency: "NGN", reference: "HZL-X-2" },
        fetchImpl,
      ),
    ).rejects.toBeInstanceOf(PaystackRefused);
  });
});
